import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, Switch } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../table/testing.tsx';
import { DynamicForm, type DynamicFormItem } from './DynamicForm.tsx';

const items: DynamicFormItem[] = [
  { name: 'kind', label: 'Kind', control: <Input /> },
  { name: 'hazmat', label: 'Hazmat', control: <Switch />, itemProps: { valuePropName: 'checked' } },
  { name: 'unNumber', label: 'UN number', control: <Input />, requiredWhen: 'hazmat' },
  { name: 'palletCount', label: 'Pallets', control: <Input />, hiddenWhen: "kind != 'pallet'" },
  { name: 'note', label: 'Note', control: <Input />, required: true, requiredMessage: 'note please' },
];

function setup(initialValues: Record<string, unknown> = {}) {
  const onFinish = vi.fn();
  function Harness() {
    const [form] = Form.useForm();
    return (
      <DynamicForm
        form={form}
        items={items}
        initialValues={initialValues}
        onFinish={onFinish}
        footer={
          <Button htmlType="submit" onClick={() => form.submit()}>
            go
          </Button>
        }
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onFinish };
}

describe('DynamicForm', () => {
  it('hides an item while its expression holds, and shows it when it stops holding', async () => {
    setup();
    expect(screen.queryByLabelText('Pallets')).toBeNull();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'pallet' } });
    expect(await screen.findByLabelText('Pallets')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'box' } });
    await waitFor(() => expect(screen.queryByLabelText('Pallets')).toBeNull());
  });

  it('makes an item required while its expression holds', async () => {
    const { onFinish } = setup({ note: 'n' });
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('请输入UN number')).toBeTruthy();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('uses the given required message and leaves hidden items out of the values', async () => {
    const { onFinish } = setup({ kind: 'box', palletCount: '3' });
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('note please')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0]).not.toHaveProperty('palletCount');
    expect(onFinish.mock.calls[0][0]).toMatchObject({ kind: 'box', note: 'x' });
  });
});
