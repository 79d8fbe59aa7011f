// CONTRACTS#analytics-and-discount-links funnel view (/dev/funnel, sandbox only): server-rendered HTML, no React. Each flow has
// an inline SVG bar chart of the visitors who reached each step with a table under it holding
// the same numbers, so a screen reader user gets everything the chart shows. The step that loses
// the most visitors is marked in words as well as colour. Beside each step's drop-off, the p75 of
// the field data (web-vitals) of page loads on its route.
import { WEB_VITAL_NAMES, type WebVitalName } from '@join/schemas';
import type { FunnelFlow, FunnelReport, StepVital } from '../services/funnel-service';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const pct = (share: number) => `${Math.round(share * 100)}%`;

const BAR_AREA = 420;
const LABEL_W = 150;
const ROW_H = 34;

function chart(flow: FunnelFlow): string {
  const max = Math.max(1, ...flow.steps.map((s) => s.reached));
  const height = flow.steps.length * ROW_H + 8;
  const width = LABEL_W + BAR_AREA + 150;
  const rows = flow.steps
    .map((step, i) => {
      const y = 4 + i * ROW_H;
      const w = step.reached ? Math.max(2, Math.round((step.reached / max) * BAR_AREA)) : 0;
      const worst = flow.worstStep === i;
      const drop = step.droppedHere ? ` · ${step.droppedHere} left here` : '';
      return [
        `<text x="${LABEL_W - 8}" y="${y + 20}" text-anchor="end" class="f-label">${esc(step.label)}</text>`,
        `<rect x="${LABEL_W}" y="${y + 4}" width="${BAR_AREA}" height="${ROW_H - 10}" class="f-track"/>`,
        `<rect x="${LABEL_W}" y="${y + 4}" width="${w}" height="${ROW_H - 10}" class="${worst ? 'f-bar f-bar--worst' : 'f-bar'}"/>`,
        `<text x="${LABEL_W + BAR_AREA + 8}" y="${y + 20}" class="f-value${worst ? ' f-value--worst' : ''}">${step.reached}${drop}</text>`,
      ].join('');
    })
    .join('');
  const desc = flow.steps.map((s) => `${s.label}: ${s.reached}`).join(', ');
  return `<svg class="f-chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${flow.id}-svg-title ${flow.id}-svg-desc"><title id="${flow.id}-svg-title">${esc(flow.title)}: visitors per step</title><desc id="${flow.id}-svg-desc">${esc(desc)}</desc>${rows}</svg>`;
}

/** A p75 as an operator reads it: timings in ms under a second, else in seconds; CLS as a score. */
function vital(name: WebVitalName, figure: StepVital | null): string {
  if (!figure) return '–';
  const value =
    name === 'CLS'
      ? figure.p75.toFixed(2)
      : figure.p75 < 1000
        ? `${Math.round(figure.p75)} ms`
        : `${(figure.p75 / 1000).toFixed(1)} s`;
  return `${value} <span class="f-n">(${figure.samples})</span>`;
}

function table(flow: FunnelFlow): string {
  const body = flow.steps
    .map((step, i) => {
      const worst = flow.worstStep === i;
      const label = worst
        ? `<strong>${esc(step.label)}</strong> <span class="f-flag">biggest drop-off</span>`
        : esc(step.label);
      const vitals = WEB_VITAL_NAMES.map((name) => `<td>${vital(name, step.vitals[name])}</td>`).join('');
      return `<tr${worst ? ' class="f-row--worst"' : ''}><th scope="row">${label}</th><td>${step.reached}</td><td>${pct(step.shareOfEntrants)}</td><td>${step.droppedHere ?? '–'}</td>${vitals}</tr>`;
    })
    .join('');
  const vitalHeads = WEB_VITAL_NAMES.map(
    (name) =>
      `<th scope="col"><abbr title="75th percentile of ${VITAL_TITLES[name]}">p75 ${name}</abbr></th>`,
  ).join('');
  // A narrow screen scrolls the table sideways: the region takes keyboard focus so it can be scrolled without a pointer.
  return `<div class="f-scroll" tabindex="0" role="region" aria-labelledby="${flow.id}-table-caption"><table class="f-table"><caption id="${flow.id}-table-caption">${esc(flow.title)}: visitors per step, and the 75th percentile of visitors' page loads there (sample count in brackets)</caption><thead><tr><th scope="col">Step</th><th scope="col">Reached</th><th scope="col">Of entrants</th><th scope="col">Dropped off here</th>${vitalHeads}</tr></thead><tbody>${body}</tbody></table></div>`;
}

const VITAL_TITLES: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
};

function summary(flow: FunnelFlow): string {
  if (!flow.entrants) return '<p>No visitors in this range.</p>';
  const worst =
    flow.worstStep === null
      ? 'Nobody dropped off.'
      : `Most visitors are lost at <strong>${esc(flow.steps[flow.worstStep].label)}</strong> (${flow.steps[flow.worstStep].droppedHere} left there).`;
  return `<p>${flow.entrants} visitor${flow.entrants === 1 ? '' : 's'} entered, ${flow.completed} reached the last step. ${worst}</p>`;
}

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2433;margin:0;background:#f6f7f9}
main{max-width:76rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}
h1{font-size:1.6rem;margin:.2rem 0 .4rem}h2{font-size:1.2rem;margin:0 0 .4rem}
.f-range{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end;background:#fff;border:1px solid #d5d9e0;border-radius:8px;padding:1rem;margin:1rem 0}
.f-range label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;gap:.25rem}
.f-range input{font:inherit;padding:.45rem .5rem;border:1px solid #8a93a3;border-radius:4px}
.f-range button{font:inherit;font-weight:600;padding:.5rem 1.1rem;border:0;border-radius:4px;background:#1b5fa8;color:#fff;cursor:pointer}
.f-range button:focus-visible,.f-range input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.f-flow{background:#fff;border:1px solid #d5d9e0;border-radius:8px;padding:1.1rem;margin:0 0 1.25rem}
.f-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:1.25rem;align-items:start}
.f-chart{width:100%;max-width:48rem;height:auto}
.f-label{font-size:13px;fill:#1d2433}.f-value{font-size:13px;fill:#1d2433}.f-value--worst{font-weight:700;fill:#a1260d}
.f-track{fill:#eef0f4}.f-bar{fill:#1b5fa8}.f-bar--worst{fill:#c0392b}
.f-table{border-collapse:collapse;width:100%;font-size:.92rem}
.f-table caption{text-align:left;font-weight:600;margin-bottom:.35rem}
.f-table th,.f-table td{border-bottom:1px solid #e1e4ea;padding:.35rem .5rem;text-align:right}
.f-table th[scope=row],.f-table thead th:first-child{text-align:left;white-space:nowrap}
.f-row--worst{background:#fdecea}.f-flag{display:inline-block;font-size:.75rem;font-weight:700;color:#a1260d;border:1px solid #a1260d;border-radius:3px;padding:0 .3rem;margin-left:.3rem}
.f-note{color:#4a5262;font-size:.9rem}
.f-scroll{overflow-x:auto}.f-scroll:focus-visible{outline:3px solid #f2a900;outline-offset:2px}.f-n{color:#4a5262;font-size:.8rem}.f-table abbr{text-decoration:none}
.f-problem{background:#fdecea;border:1px solid #a1260d;color:#7a1c09;border-radius:6px;padding:.6rem .8rem;margin:1rem 0 0}`;

function finishLater(counts: FinishLaterCounts | undefined): string {
  if (!counts) return '';
  const share = counts.asked ? ` (${pct(counts.cameBack / counts.asked)})` : '';
  return `<section class="f-flow" aria-labelledby="fl-title"><h2 id="fl-title">Finish later</h2><p>${counts.asked} registration${counts.asked === 1 ? '' : 's'} asked for a link to finish later; <strong>${counts.cameBack} came back</strong>${share} through it, and ${counts.paid} paid.</p></section>`;
}

export interface FinishLaterCounts {
  asked: number;
  cameBack: number;
  paid: number;
}

export function renderFunnelPage(
  report: FunnelReport & { finishLater?: FinishLaterCounts },
  inputs: { from: string; to: string },
  problem: string | null = null,
): string {
  const flows = report.flows
    .map(
      (flow) =>
        `<section class="f-flow" aria-labelledby="${flow.id}-title"><h2 id="${flow.id}-title">${esc(flow.title)}</h2>${summary(flow)}<div class="f-grid">${chart(flow)}${table(flow)}</div></section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-up funnel</title><style>${STYLE}</style></head><body><main>
<h1>Sign-up funnel</h1>
<p class="f-note">Distinct visitors (anonymous ids) who reached each step, from the analytics events this service stored. A visitor drops off at the furthest step they reached. The p75 columns are the field data (web-vitals) that visitors' browsers reported for page loads on that step's route in the same range; visitors who refuse tracking send none. Sandbox only.</p>
${problem ? `<p class="f-problem" role="alert">${esc(problem)}</p>` : ''}
<form class="f-range" method="get" action="/dev/funnel"><label for="f-from">From<input id="f-from" name="from" type="date" value="${esc(inputs.from)}"></label><label for="f-to">To (inclusive)<input id="f-to" name="to" type="date" value="${esc(inputs.to)}"></label><button type="submit">Show</button><span class="f-note">${report.visitors} visitor${report.visitors === 1 ? '' : 's'}, ${report.events} event${report.events === 1 ? '' : 's'} in range.</span></form>
${flows}
${finishLater(report.finishLater)}
</main></body></html>`;
}
