import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sysDept } from '@wms/contract/system';
import { Button, Empty, Form, Input, InputNumber, Modal, Space, Spin, Tree, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { addDept, type DeptNode, type DeptOption, deleteDept, fetchDepts, updateDept } from './systemApi.ts';

const can = (action: string) => `system/dept/${action}`;
type Editing = { dept: DeptNode | null; parent: number | null };

/** Departments as a tree (`/system/dept`): add at the top or under a department, edit, delete. */
export default function DeptPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const client = useQueryClient();
  const depts = useQuery({ queryKey: ['sysDepts'], queryFn: fetchDepts });
  const [editing, setEditing] = useState<Editing | null>(null);
  // Departments start expanded, new ones included; only what the user folds stays folded.
  const [folded, setFolded] = useState<Set<number>>(new Set());
  const parents: number[] = [];
  const collect = (ns: DeptNode[]) => {
    for (const d of ns) {
      if (!d.children?.length) continue;
      parents.push(d.id);
      collect(d.children);
    }
  };
  collect(depts.data ?? []);
  const reload = () => client.invalidateQueries({ queryKey: ['sysDepts'] });

  const remove = (d: DeptNode) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('system.deleteDeptConfirm', { name: d.name }),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      // A refusal closes the confirmation; the request client shows the server's reason.
      onOk: () =>
        deleteDept(d.id).then(
          (reply) => {
            feedback().message.success(reply.message);
            void reload();
          },
          () => undefined,
        ),
    });

  const title = (d: DeptNode) => (
    <Space>
      <span>
        {d.name} <span style={{ opacity: 0.55 }}>({t('system.userCount', { count: d.users })})</span>
      </span>
      {has(can('add')) && (
        <Button type="link" size="small" onClick={() => setEditing({ dept: null, parent: d.id })}>
          {t('system.addChild')}
        </Button>
      )}
      {has(can('update')) && (
        <Button type="link" size="small" onClick={() => setEditing({ dept: d, parent: d.parent })}>
          {t('table.edit')}
        </Button>
      )}
      {has(can('delete')) && (
        <Button type="link" size="small" danger onClick={() => remove(d)}>
          {t('table.delete')}
        </Button>
      )}
    </Space>
  );
  const toTree = (ns: DeptNode[]): { key: number; title: React.ReactNode; children?: unknown[] }[] =>
    ns.map((d) => ({ key: d.id, title: title(d), children: d.children ? toTree(d.children) : undefined }));

  return (
    <div style={{ padding: 16 }}>
      {has(can('add')) && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({ dept: null, parent: null })}>
          {t('system.addDept')}
        </Button>
      )}
      {depts.isLoading ? (
        <Spin />
      ) : depts.data?.length ? (
        <Tree
          blockNode
          selectable={false}
          treeData={toTree(depts.data) as never}
          expandedKeys={parents.filter((id) => !folded.has(id))}
          onExpand={(keys) => setFolded(new Set(parents.filter((id) => !keys.includes(id))))}
        />
      ) : (
        <Empty />
      )}
      <DeptDialog editing={editing} tree={depts.data ?? []} onClose={() => setEditing(null)} onDone={reload} />
    </div>
  );
}

function DeptDialog({
  editing,
  tree,
  onClose,
  onDone,
}: {
  editing: Editing | null;
  tree: DeptNode[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel(sysDept.name);
  const [form] = Form.useForm<{ name: string; parent: number | null; sort: number }>();
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue({ name: editing.dept?.name ?? '', parent: editing.parent, sort: editing.dept?.sort ?? 0 });
  }, [editing, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const body = { name: v.name, parent: v.parent ?? null, sort: v.sort ?? 0 };
      if (editing?.dept) await updateDept({ id: editing.dept.id, ...body });
      else await addDept(body);
      feedback().message.success(t('system.saved'));
      onDone();
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );
  const options = (ns: DeptNode[]): DeptOption[] =>
    ns.map((d) => ({ value: d.id, title: d.name, children: d.children ? options(d.children) : undefined }));

  return (
    <Modal
      open={!!editing}
      title={editing?.dept ? t('system.editDept') : t('system.addDept')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-dept">
        <Form.Item
          name="name"
          label={label('name')}
          rules={[{ required: true, message: t('common.required', { field: label('name') }) }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="parent" label={label('parent')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={options(tree)} />
        </Form.Item>
        <Form.Item name="sort" label={label('sort')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
