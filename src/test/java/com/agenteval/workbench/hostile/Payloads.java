package com.agenteval.workbench.hostile;

import java.util.List;

/**
 * Script and markup an attacker would put in a trace, an MCP call, a URL or a model reply. Each one, if the page
 * ever treated it as markup, sets {@code window.__pwned} (or opens a dialog) and/or leaves an element with class or
 * id {@code aew-pwned}; {@link Detector} looks for exactly those traces.
 */
public final class Payloads {

    /** What any executed payload sets on the top window. */
    public static final String FLAG = "__pwned";
    /** The class or id any parsed payload element carries. */
    public static final String MARKER = "aew-pwned";

    /** One payload: a short name for reports and the text itself. */
    public record Payload(String name, String text) {}

    private static final String JS = "top.__pwned=1";

    /** The corpus: tags, event handlers, SVG, javascript: URLs, Markdown, template syntax, broken markup. */
    public static final List<Payload> ALL = List.of(
            new Payload("img-onerror", "<img src=x class=aew-pwned onerror=\"" + JS + "\">"),
            new Payload("img-onerror-single", "<img src='x' id='aew-pwned' onerror='window.__pwned=1'>"),
            new Payload("script", "<script class=aew-pwned>" + JS + "</script>"),
            new Payload("script-src-data", "<script class=aew-pwned src=\"data:text/javascript," + JS + "\"></script>"),
            new Payload("svg-onload", "<svg class=aew-pwned onload=\"" + JS + "\"><circle r=5></circle></svg>"),
            new Payload("svg-script", "<svg><script class=aew-pwned>" + JS + "</script></svg>"),
            new Payload("svg-animate", "<svg><animate class=aew-pwned onbegin=\"" + JS + "\" attributeName=x dur=1s>"),
            new Payload(
                    "iframe-srcdoc", "<iframe class=aew-pwned srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>"),
            new Payload("iframe-js", "<iframe class=aew-pwned src=\"javascript:top.__pwned=1\"></iframe>"),
            new Payload("a-javascript", "<a class=aew-pwned href=\"javascript:top.__pwned=1\">click</a>"),
            new Payload("body-onload", "<body class=aew-pwned onload=\"" + JS + "\">"),
            new Payload(
                    "details-ontoggle",
                    "<details class=aew-pwned open ontoggle=\"" + JS + "\"><summary>x</summary></details>"),
            new Payload("input-autofocus", "<input class=aew-pwned autofocus onfocus=\"" + JS + "\">"),
            new Payload("video-onerror", "<video class=aew-pwned><source onerror=\"" + JS + "\"></video>"),
            new Payload("object-data", "<object class=aew-pwned data=\"javascript:top.__pwned=1\"></object>"),
            new Payload(
                    "embed-svg", "<embed class=aew-pwned src=\"data:image/svg+xml,<svg onload='top.__pwned=1'/>\">"),
            new Payload(
                    "style-tag",
                    "<style class=aew-pwned>body{background:url(\"javascript:top.__pwned=1\")}</style>"
                            + "<b class=aew-pwned>styled</b>"),
            new Payload(
                    "meta-refresh",
                    "<meta class=aew-pwned http-equiv=refresh content=\"0;url=javascript:top.__pwned=1\">"),
            new Payload(
                    "form-action",
                    "<form class=aew-pwned action=\"javascript:top.__pwned=1\"><button>go</button></form>"),
            new Payload(
                    "math-href",
                    "<math><mtext class=aew-pwned><a href=\"javascript:top.__pwned=1\">m</a></mtext></math>"),
            new Payload("markdown-link", "[click me](javascript:top.__pwned=1)"),
            new Payload("markdown-link-entity", "[click](jav&#x61;script:top.__pwned=1)"),
            new Payload("markdown-image", "![x](x \"onerror=top.__pwned=1\") ![y](javascript:top.__pwned=1)"),
            new Payload("markdown-ref-link", "[ref][1]\n\n[1]: javascript:top.__pwned=1"),
            new Payload("markdown-autolink", "<javascript:top.__pwned=1>"),
            new Payload("template-dollar", "${top.__pwned=1}<b class=aew-pwned>${7*7}</b>"),
            new Payload(
                    "template-mustache",
                    "{{constructor.constructor('top.__pwned=1')()}}<i class=aew-pwned>{{7*7}}</i>"),
            new Payload("template-erb", "<%= top.__pwned=1 %><u class=aew-pwned>erb</u>"),
            new Payload("template-lit", "${html`<img src=x onerror=" + JS + ">`}"),
            new Payload("broken-attr", "\"><img src=x class=aew-pwned onerror=" + JS + ">"),
            new Payload("broken-single", "'><svg class=aew-pwned onload=" + JS + ">"),
            new Payload("broken-textarea", "</textarea></title></style><img src=x class=aew-pwned onerror=" + JS + ">"),
            new Payload(
                    "broken-comment",
                    "--><!--<img src=x class=aew-pwned onerror=" + JS + ">-->" + "<img src=x class=aew-pwned onerror="
                            + JS + ">"),
            new Payload("broken-cdata", "<![CDATA[<]]><img src=x class=aew-pwned onerror=" + JS + ">"),
            new Payload("broken-unclosed", "<img src=x class=aew-pwned onerror=" + JS + " "),
            new Payload(
                    "entity-encoded", "&lt;img src=x onerror=" + JS + "&gt;&#60;b class=aew-pwned&#62;e&#60;/b&#62;"),
            new Payload("entity-js-url", "<a class=aew-pwned href=\"&#106;avascript:top.__pwned=1\">e</a>"),
            new Payload("uppercase", "<IMG SRC=x CLASS=aew-pwned ONERROR=\"" + JS + "\">"),
            new Payload("null-byte", "<img\u0000 src=x class=aew-pwned onerror=\"" + JS + "\">"),
            new Payload("alert-dialog", "<img src=x class=aew-pwned onerror=\"alert(1)\"><svg onload=confirm(1)>"),
            new Payload("json-break", "\"}]}</script><script class=aew-pwned>" + JS + "</script>"),
            new Payload(
                    "css-expression",
                    "<div class=aew-pwned style=\"background-image:url(javascript:top.__pwned=1)\">" + "css</div>"),
            new Payload("base-href", "<base class=aew-pwned href=\"javascript:top.__pwned=1//\">"),
            new Payload(
                    "link-import",
                    "<link class=aew-pwned rel=import href=\"data:text/html,<script>top.__pwned=1</script>\">"),
            new Payload(
                    "apex-tooltip-html",
                    "<div class=\"apexcharts-tooltip-title aew-pwned\" onmouseover=\"" + JS + "\">hover</div>"));

    private Payloads() {}
}
