import styled from 'styled-components';
import { DASHBOARD_TEXTS } from '../../constants';

const Svg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  rect.bar { fill: ${({ theme }) => theme.colors.primary}; }
  rect.bar:hover { fill: ${({ theme }) => theme.colors.primaryHover}; }
  line { stroke: ${({ theme }) => theme.colors.border}; }
  text { fill: ${({ theme }) => theme.colors.textMuted}; font-size: 10px; }
`;

const WIDTH = 600;
const HEIGHT = 160;
const PAD_BOTTOM = 18;
const PAD_TOP = 12;

/** One bar per day, plain SVG (no chart library); each bar has a tooltip and the chart a text summary. */
export function ClicksChart({ days, title = DASHBOARD_TEXTS.clicksTitle }: { days: Array<{ date: string; clicks: number }>; title?: string }) {
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  const slot = days.length ? WIDTH / days.length : WIDTH;
  const plotHeight = HEIGHT - PAD_BOTTOM - PAD_TOP;
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: ${DASHBOARD_TEXTS.clicksTotal(total)}`} data-testid="clicks-chart">
        <line x1={0} x2={WIDTH} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} />
        {days.map((d, i) => {
          const h = (d.clicks / max) * plotHeight;
          return (
            <rect
              key={d.date}
              className="bar"
              x={i * slot + slot * 0.15}
              y={HEIGHT - PAD_BOTTOM - h}
              width={slot * 0.7}
              height={h}
              data-date={d.date}
              data-clicks={d.clicks}
            >
              <title>{`${d.date}: ${d.clicks}`}</title>
            </rect>
          );
        })}
        <text x={0} y={HEIGHT - 4}>{first}</text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end">{last}</text>
        <text x={0} y={10}>{max}</text>
      </Svg>
      <figcaption data-testid="clicks-total">{DASHBOARD_TEXTS.clicksTotal(total)}</figcaption>
    </figure>
  );
}
