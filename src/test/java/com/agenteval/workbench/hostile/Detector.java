package com.agenteval.workbench.hostile;

import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;

/**
 * Looks, in a real page, for the three signs that a payload was treated as markup: the global flag set, a dialog
 * opened, or an injected element anywhere in the DOM, shadow roots included. It also reports every
 * Content-Security-Policy violation, so the suite shows that the policy neither breaks a page nor is hit by one.
 * Attach it to a page before the first navigation; then ask {@link #findings()} after every step.
 */
public final class Detector {

    /**
     * Walks the document and every shadow root. An element is injected when it carries the marker class or id, when
     * it is a script or style whose text names the flag or the marker, or when an event-handler attribute or a
     * URL attribute ({@code href}, {@code src}, {@code action}, {@code data}, {@code srcdoc}) names the flag.
     * Text that merely shows a payload (a text node, an input's value, a title) is not a finding: that is the point.
     */
    static final String SCAN = """
            () => {
              const flag = '%s', marker = '%s', found = [];
              const urlAttrs = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'content'];
              const visit = (root) => {
                for (const el of root.querySelectorAll('*')) {
                  const tag = el.tagName.toLowerCase();
                  const cls = typeof el.className === 'string' ? el.className
                      : (el.className && el.className.baseVal) || '';
                  if (cls.split(/\\s+/).includes(marker) || el.id === marker) found.push(tag + '.' + marker);
                  if ((tag === 'script' || tag === 'style')
                      && (el.textContent.includes(flag) || el.textContent.includes(marker))) found.push(tag + ' text');
                  for (const a of el.getAttributeNames()) {
                    const v = el.getAttribute(a) || '';
                    if (a.startsWith('on') && (v.includes(flag) || /alert|confirm|prompt/.test(v))) found.push(tag + '[' + a + ']');
                    if (urlAttrs.includes(a) && v.includes(flag)) found.push(tag + '[' + a + ']');
                  }
                  if (el.shadowRoot) visit(el.shadowRoot);
                }
              };
              visit(document);
              for (const v of (window.__cspViolations || [])) found.push('csp ' + v);
              if (window.top[flag] !== undefined) found.push('window.' + flag + ' = ' + window.top[flag]);
              return found;
            }
            """.formatted(Payloads.FLAG, Payloads.MARKER);

    private final Page page;
    private final List<String> dialogs = new ArrayList<>();

    /** Records every Content-Security-Policy violation of a document from its first script on. */
    static final String CSP_LISTENER = "window.__cspViolations = [];"
            + " document.addEventListener('securitypolicyviolation', e =>"
            + " window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));";

    private Detector(Page page) {
        this.page = page;
        page.addInitScript(CSP_LISTENER);
        page.onDialog(d -> {
            dialogs.add(d.type() + ": " + d.message());
            d.dismiss();
        });
    }

    public static Detector attach(Page page) {
        return new Detector(page);
    }

    /** Every sign found so far on the current page, plus every dialog since attaching; empty when safe. */
    @SuppressWarnings("unchecked")
    public List<String> findings() {
        List<String> all = new ArrayList<>((List<String>) page.evaluate(SCAN));
        dialogs.forEach(d -> all.add("dialog " + d));
        return all;
    }
}
