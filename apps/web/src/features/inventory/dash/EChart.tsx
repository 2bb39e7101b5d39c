import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The card shows through: the page's light or night background. */
const withBackground = (option: object) => ({ backgroundColor: 'transparent', ...option });

/**
 * One chart of the dashboards, with only the chart kinds they draw registered (a smaller bundle).
 * A chart is made per theme (ECharts fixes the theme at init) and follows its box's size.
 */
export function EChart({ option, dark, height = 300 }: { option: object; dark: boolean; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // The newest option, for a chart made again when the theme changes.
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    const el = box.current!;
    const c = echarts.init(el, dark ? 'dark' : undefined);
    c.setOption(withBackground(latest.current));
    chart.current = c;
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [dark]);
  useEffect(() => {
    chart.current?.setOption(withBackground(option), { notMerge: true });
  }, [option]);
  return <div ref={box} style={{ height, width: '100%' }} />;
}
