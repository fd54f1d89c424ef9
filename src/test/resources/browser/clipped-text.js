// Every visible element whose text is cut off sideways: it hides its overflow (overflow hidden or clip, or an
// ellipsis) and its content is wider than its box (scrollWidth > clientWidth). Walks the light DOM and every open
// shadow root, so a label clipped inside a Vaadin component's shadow part counts like one in the page. Chart texts
// that ApexCharts shortened end in "..."; they count too. So does a box that scrolls sideways because what it holds
// is wider than it (a table wider than the viewport). Returns one line per clipped element.
() => {
  const found = [];
  const textOf = (el) => {
    // the element's own text and the text slotted into it, as a reader sees it in this box
    let t = '';
    for (const n of el.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) {
        t += n.textContent;
      } else if (n.nodeType === Node.ELEMENT_NODE && n.localName === 'slot') {
        for (const a of n.assignedNodes({ flatten: true })) t += a.textContent || '';
      } else if (n.nodeType === Node.ELEMENT_NODE) {
        t += n.textContent || '';
      }
    }
    return t.replace(/\s+/g, ' ').trim();
  };
  const describe = (el) => {
    const host = el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null;
    const name = (e) => e.localName + (e.id ? '#' + e.id : '') + (e.getAttribute && e.getAttribute('part')
      ? '[part=' + e.getAttribute('part') + ']' : '');
    return (host ? name(host) + ' >> ' : '') + name(el);
  };
  const check = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.right < 0 || r.bottom < 0) return;      // hidden, off screen (skip link)
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none' || cs.display === 'contents') return;
    // a box that scrolls sideways with content wider than it (a grid's table, a wide HTML table): the columns past
    // its edge are cut off at 1280 px until the reader finds the scroll bar (issue 26)
    const scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
    if (scrolls && el.scrollWidth > el.clientWidth + 1
        && ((el.textContent || '').trim() || el.querySelector('slot'))) {
      const edge = r.left + el.clientWidth + 1;
      const all = [...el.querySelectorAll('*')];
      for (const sl of el.querySelectorAll('slot')) for (const a of sl.assignedElements({ flatten: true })) {
        all.push(a, ...a.querySelectorAll('*'));
      }
      // what reaches past the edge; a chart's SVG, which ApexCharts redraws to its container's width, is left out
      const past = all.filter(d => !d.firstElementChild && !d.closest('svg'))
        .filter(d => d.getBoundingClientRect().right > edge)
        .map(d => describe(d) + ' reaches ' + Math.round(d.getBoundingClientRect().right) + ' px').slice(0, 4);
      if (!past.length) return;
      found.push(describe(el) + ': wider than its box, scrolls sideways (' + el.scrollWidth + ' > '
        + el.clientWidth + '): ' + past.join(', '));
      return;
    }
    const clips = cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.textOverflow === 'ellipsis';
    if (!clips || el.scrollWidth <= el.clientWidth + 1) return;
    const text = textOf(el);
    if (text) found.push(describe(el) + ': "' + text.slice(0, 80) + '" (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
  };
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      check(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  for (const t of document.querySelectorAll('aew-apex-chart text, aew-apex-chart tspan')) {
    const s = (t.textContent || '').trim();
    if (s.endsWith('...') || s.endsWith('…')) found.push('chart text: "' + s + '"');
  }
  return [...new Set(found)];
}
