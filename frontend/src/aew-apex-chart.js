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

function withFormatters(opts) {
  const aew = opts.aew || {};
  delete opts.aew;
  const f = formatter(aew);
  opts.yaxis = opts.yaxis || {};
  opts.yaxis.labels = Object.assign({}, opts.yaxis.labels, { formatter: f });
  opts.tooltip = Object.assign({}, opts.tooltip, { y: { formatter: f } });
  if (opts.dataLabels && opts.dataLabels.enabled) opts.dataLabels.formatter = f;
  if (aew.xDecimals !== undefined && aew.xDecimals !== null) {
    const fx = formatter({ decimals: aew.xDecimals, suffix: aew.xSuffix || '' });
    opts.xaxis = opts.xaxis || {};
    opts.xaxis.labels = Object.assign({}, opts.xaxis.labels, { formatter: fx });
  }
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
