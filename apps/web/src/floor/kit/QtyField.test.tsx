import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { loadFloorStrings } from '../strings.ts';
import { QtyField } from './QtyField.tsx';

beforeAll(() => loadFloorStrings());

function Qty({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(3);
  return (
    <QtyField
      label="数量"
      value={value}
      min={1}
      max={4}
      onChange={(n) => {
        onChange(n);
        setValue(n);
      }}
    />
  );
}

const input = () => screen.getByTestId('qty-input') as HTMLInputElement;

it('steps within its bounds', () => {
  const onChange = vi.fn();
  render(<Qty onChange={onChange} />);
  expect(screen.getByLabelText('数量')).toBe(input());
  fireEvent.click(screen.getByRole('button', { name: '加一' }));
  expect(input().value).toBe('4');
  expect((screen.getByRole('button', { name: '加一' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  expect(input().value).toBe('1');
  expect((screen.getByRole('button', { name: '减一' }) as HTMLButtonElement).disabled).toBe(true);
  expect(onChange.mock.calls).toEqual([[4], [3], [2], [1]]);
});

it('passes on a typed whole number in range only, and gives way to the last good one on leaving', () => {
  const onChange = vi.fn();
  render(<Qty onChange={onChange} />);
  fireEvent.change(input(), { target: { value: '2' } });
  expect(onChange.mock.calls).toEqual([[2]]);
  for (const bad of ['', '9', '1.5', '-1']) {
    fireEvent.change(input(), { target: { value: bad } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
  }
  expect(onChange).toHaveBeenCalledTimes(1);
  fireEvent.blur(input());
  expect(input().value).toBe('2');
  expect(input().getAttribute('aria-invalid')).toBe('false');
});
