// A thin custom element over apexcharts 4.7.0 (MIT; later majors changed licence, keep the pin).
// The server sets the `options` property to the options JSON built by the typed Java API
// (ChartSpec -> ApexOptions). A small `aew` block carries what JSON cannot express: number formatting.
import ApexCharts from 'apexcharts';

function formatter(aew) {
  const decimals = aew && Number.isInteger(aew.decimals) ? aew.decimals : null;
  const suffix = (aew && aew.suffix) || '';
  // a unit written before the number, as dollars are ($0.50)
  const prefix = (aew && aew.prefix) || '';
  // Python's f"{x:.Nf}" (PyFormat.fixed): the exact binary value rounded half-even, the sign of zero kept.
  // toFixed rounds exact ties up (0.125 -> "0.13", Python "0.12"), so round toFixed(100)'s digits here: they are
  // exact for every double that can tie at 10 decimals or fewer (ValueFormat allows at most 10).
  const fixed = (v, d) => {
    if (Number.isNaN(v)) return 'nan';
    const sign = v < 0 || Object.is(v, -0) ? '-' : '';
    const a = Math.abs(v);
    if (a === Infinity) return sign + 'inf';
    if (a >= 1e21) return sign + BigInt(a).toString() + (d > 0 ? '.' + '0'.repeat(d) : '');
    const s = a.toFixed(100);
    const dot = s.indexOf('.');
    let kept = s.slice(0, dot) + s.slice(dot + 1, dot + 1 + d);
    const rest = s.slice(dot + 1 + d);
    const next = rest.charCodeAt(0) - 48;
    const beyond = /[1-9]/.test(rest.slice(1));
    const odd = (kept.charCodeAt(kept.length - 1) - 48) % 2 === 1;
    if (next > 5 || (next === 5 && (beyond || odd))) {
      kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    }
    const int = kept.slice(0, kept.length - d);
    return sign + int + (d > 0 ? '.' + kept.slice(kept.length - d) : '');
  };
  // Python's repr(x) layout for unformatted values: exponents below -4 or from 16 as "1e-07"; an integral value
  // prints as Python's int would, since JSON does not say whether it was an int or a float.
  const repr = (v) => {
    if (Number.isNaN(v)) return 'nan';
    if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
    if (Object.is(v, -0)) return '-0.0';
    if (Number.isInteger(v) && Math.abs(v) < 1e16) return String(v);
    const [mantissa, e] = v.toExponential().split('e');
    const exp = Number(e);
    if (exp < -4 || exp >= 16) {
      return mantissa + 'e' + (exp < 0 ? '-' : '+') + String(Math.abs(exp)).padStart(2, '0');
    }
    return String(v);
  };
  // a probability scale (0 to ceiling): a value strictly inside never prints as an end, e.g. ">99.9%" for
  // 0.99999999 (the rule of BoundedPercent.bounded on the server)
  const ceiling = aew && typeof aew.ceiling === 'number' ? aew.ceiling : null;
  const bounded = (v, d) => {
    const s = fixed(v, d);
    if (ceiling === null || !(v > 0 && v < ceiling)) return s;
    const step = Math.pow(10, -d);
    if (s === fixed(ceiling, d)) return '>' + fixed(ceiling - step, d);
    if (s === fixed(0, d)) return '<' + fixed(step, d);
    return s;
  };
  return (v) => {
    if (v === null || v === undefined || Number.isNaN(v)) return '';
    if (typeof v !== 'number') return String(v);
    return prefix + (decimals === null ? repr(v) : bounded(v, decimals)) + suffix;
  };
}

// ApexCharts 4.7.0 writes the tooltip title, series names, values and legend texts with innerHTML
// (tooltip/Labels.js, legend/Legend.js); titles, axis labels, annotations and data labels are SVG text nodes.
// Category and series names come from traces, MCP calls and URLs, so everything that reaches an HTML sink goes
// through asText here, the one place every chart is built; SVG text gets the plain string.
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(v) {
  return String(v === null || v === undefined ? '' : v).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function asText(f) {
  return (v, o) => escapeHtml(f(v, o));
}
function plain(v) {
  return v === null || v === undefined ? '' : String(v);
}
// a scatter point's label (ApexOptions writes it beside x and y), shown before its x value in the tooltip
function pointLabel(o) {
  const s = o && o.w && o.w.config.series[o.seriesIndex];
  const p = s && Array.isArray(s.data) ? s.data[o.dataPointIndex] : null;
  return p && typeof p === 'object' && p.label ? String(p.label) : '';
}

function withFormatters(opts) {
  const aew = opts.aew || {};
  delete opts.aew;
  const f = formatter(aew);
  opts.yaxis = opts.yaxis || {};
  opts.yaxis.labels = Object.assign({}, opts.yaxis.labels, { formatter: f });
  let fx = plain;
  if (aew.xDecimals !== undefined && aew.xDecimals !== null) {
    fx = formatter({ decimals: aew.xDecimals, suffix: aew.xSuffix || '', prefix: aew.xPrefix || '' });
    opts.xaxis = opts.xaxis || {};
    opts.xaxis.labels = Object.assign({}, opts.xaxis.labels, { formatter: fx });
  }
  opts.xaxis = opts.xaxis || {};
  opts.xaxis.tooltip = Object.assign({}, opts.xaxis.tooltip, { formatter: asText(fx) });
  opts.tooltip = Object.assign({}, opts.tooltip, {
    x: { formatter: (v, o) => { const l = pointLabel(o); return escapeHtml(l ? l + ' · ' + fx(v, o) : fx(v, o)); } },
    y: { formatter: asText(f), title: { formatter: (name) => (name ? escapeHtml(name) + ': ' : '') } },
    z: { formatter: asText(plain), title: '' },
  });
  opts.legend = Object.assign({}, opts.legend, { formatter: asText(plain) });
  if (opts.dataLabels && opts.dataLabels.enabled) opts.dataLabels.formatter = (v, o) => plain(f(v, o));
  return opts;
}

class AewApexChart extends HTMLElement {
  set options(json) {
    this._json = json;
    this._failures = 0;
    if (this.isConnected) this._render();
  }
  get options() { return this._json; }
  // A chart drawn while the page was still settling (the drawer opening, a scroll bar appearing) keeps the width it
  // was drawn at, and ApexCharts does not always redraw when only its box narrows: the chart then reached past the
  // content area, which scrolled sideways. So the element watches its own width and draws again once it has changed
  // (data-rendered is removed until then, so a test waiting for charts waits for the final one). The width is read
  // the same way here and where the chart is drawn, and a width that keeps changing (a scroll bar that comes and
  // goes with the chart's own drawing) is followed at most three times in two seconds, so a chart always settles.
  connectedCallback() {
    if (!this._resize) {
      this._resize = new ResizeObserver(() => {
        const w = Math.round(this.getBoundingClientRect().width);
        if (!this._chart || w === 0 || Math.abs(w - this._width) <= 1) return;
        const now = Date.now();
        if (!this._window || now - this._window > 2000) { this._window = now; this._redraws = 0; }
        if (this._redraws >= 3) return;
        this._redraws++;
        this.removeAttribute('data-rendered');
        clearTimeout(this._redraw);
        this._redraw = setTimeout(() => this._render(), 120);
      });
    }
    this._resize.observe(this);
    this._render();
  }
  disconnectedCallback() {
    if (this._resize) this._resize.disconnect();
    clearTimeout(this._redraw);
    if (this._chart) { this._chart.destroy(); this._chart = null; }
  }
  _render() {
    if (!this._json) return;
    clearTimeout(this._redraw);
    const opts = withFormatters(JSON.parse(this._json));
    if (this._chart) { this._chart.destroy(); this._chart = null; }
    this._width = Math.round(this.getBoundingClientRect().width);
    const chart = new ApexCharts(this, opts);
    this._chart = chart;
    // Only the drawing still current marks the element: one replaced by a later drawing says nothing. A drawing that
    // fails while the element is on the page is tried again twice, then the failure is said on the element
    // (data-render-error) and in the console, so a waiting test fails with the reason instead of waiting.
    chart.render().then(() => {
      if (this._chart !== chart) return;
      this.removeAttribute('data-render-error');
      this.setAttribute('data-rendered', String(Date.now()));
    }, (e) => {
      if (this._chart !== chart || !this.isConnected) return;
      this._failures = (this._failures || 0) + 1;
      if (this._failures <= 2) { this._redraw = setTimeout(() => this._render(), 200); return; }
      console.error('aew-apex-chart: the chart could not be drawn', e);
      this.setAttribute('data-render-error', String((e && e.message) || e));
      this.setAttribute('data-rendered', String(Date.now()));
    });
  }
}
if (!customElements.get('aew-apex-chart')) customElements.define('aew-apex-chart', AewApexChart);
