import { configure, screen, within } from '@testing-library/react';
import type { TRouteStep } from '@wms/contract/request/req-order';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { RouteTimeline } from './RouteTimeline.tsx';

configure({ asyncUtilTimeout: 10_000 });

const step = (id: number, status: number, action: string, at: string, comment: string | null = null): TRouteStep => ({
  id,
  status,
  fromStatus: null,
  action,
  at,
  userId: 1,
  userName: '管理员',
  comment,
});

describe('route timeline', { timeout: 20_000 }, () => {
  it('shows each status reached, when, by which action, by whom and why, oldest first', () => {
    renderWithProviders(
      <RouteTimeline
        route={[
          step(1, 100, 'add', '2026-11-22T08:00:00'),
          step(2, 200, 'ack', '2026-11-22T09:30:00', '明早备货'),
          step(3, 0, 'cancel', '2026-11-22T10:00:00', '客户撤单'),
        ]}
      />,
      { shell: true },
    );
    const steps = screen.getAllByTestId('req-route-step');
    expect(steps.map((s) => s.textContent)).toEqual([
      '已下单下单操作人：管理员',
      '已接单接单操作人：管理员明早备货',
      '已取消取消操作人：管理员客户撤单',
    ]);
    const timeline = screen.getByTestId('req-route');
    within(timeline).getByText('2026-11-22 09:30:00');
  });

  it('in English', () => {
    renderWithProviders(<RouteTimeline route={[step(1, 800, 'invUpdate', '2026-11-22T08:00:00')]} />, {
      shell: true,
      lang: 'en',
    });
    expect(screen.getByTestId('req-route-step').textContent).toBe('Awaiting deliveryInventory updatedby 管理员');
  });

  it('says so when there is no route', () => {
    renderWithProviders(<RouteTimeline route={[]} />, { shell: true });
    screen.getByText('暂无流转记录');
  });
});
