// A thin custom element over apexcharts 4.7.0 (MIT; later majors changed licence, keep the pin).
// The server sets the `options` property to the options JSON built by the typed Java API
// (ChartSpec -> ApexOptions). A small `aew` block carries what JSON cannot express: number formatting.
import ApexCharts from 'apexcharts';

function formatter(aew) {
  const decimals = aew && Number.isInteger(aew.decimals) ? aew.decimals : null;
  const suffix = (aew && aew.suffix) || '';
  return (v) => {
    if (v === null || v === undefined || Number.isNaN(v)) return '';
    if (typeof v !== 'number') return String(v);
    return (decimals === null ? String(v) : v.toFixed(decimals)) + suffix;
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
    fx = formatter({ decimals: aew.xDecimals, suffix: aew.xSuffix || '' });
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
    if (this.isConnected) this._render();
  }
  get options() { return this._json; }
  connectedCallback() { this._render(); }
  disconnectedCallback() {
    if (this._chart) { this._chart.destroy(); this._chart = null; }
  }
  _render() {
    if (!this._json) return;
    const opts = withFormatters(JSON.parse(this._json));
    if (this._chart) { this._chart.destroy(); this._chart = null; }
    this._chart = new ApexCharts(this, opts);
    this._chart.render().then(() => this.setAttribute('data-rendered', String(Date.now())));
  }
}
if (!customElements.get('aew-apex-chart')) customElements.define('aew-apex-chart', AewApexChart);
