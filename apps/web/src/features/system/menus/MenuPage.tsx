import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_TYPES, sysMenu } from '@wms/contract/system-menu';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { fetchRoles } from '../users/systemApi.ts';
import { addMenu, deleteMenu, fetchMenus, type MenuBody, type MenuNode, nestMenus, updateMenu } from './menuApi.ts';

const can = (action: string) => `system/menu/${action}`;
const ICONS = [
  'HomeOutlined',
  'DashboardOutlined',
  'AppstoreOutlined',
  'DatabaseOutlined',
  'ImportOutlined',
  'ExportOutlined',
  'ShoppingOutlined',
  'SettingOutlined',
  'ToolOutlined',
  'UserOutlined',
  'LinkOutlined',
];
type Editing = { entry: MenuNode | null; parentId: number | null };

/**
 * The menu tree (`/system/menu`): titles in both languages, icon, order, type (menu, iframe shown
 * at /i/{name}, link), address, full page, roles, hidden. Users see a change at their next sign-in.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { has } = usePermission();
  const label = useFieldLabel(sysMenu.name);
  const client = useQueryClient();
  const menus = useQuery({ queryKey: ['sysMenus'], queryFn: fetchMenus });
  const tree = useMemo(() => nestMenus(menus.data ?? []), [menus.data]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['sysMenus'] });
  const en = i18n.language.startsWith('en');

  const remove = (m: MenuNode) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('menu.deleteConfirm', { name: en ? m.titleEn : m.title }),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      onOk: () =>
        deleteMenu(m.id).then(
          (r) => {
            feedback().message.success(r.message);
            void reload();
          },
          () => undefined,
        ),
    });
  const toggle = (m: MenuNode) =>
    updateMenu(m.id, { hidden: !m.hidden }).then(
      () => void reload(),
      (e: unknown) => feedback().message.error(e instanceof Error ? e.message : String(e)),
    );

  return (
    <div style={{ padding: 16 }}>
      {has(can('add')) && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({ entry: null, parentId: null })}>
          {t('menu.add')}
        </Button>
      )}
      <Table<MenuNode>
        rowKey="id"
        size="small"
        loading={menus.isLoading}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
        columns={[
          { key: 'title', title: label(en ? 'titleEn' : 'title'), render: (_, m) => (en ? m.titleEn : m.title) },
          { key: 'name', title: label('name'), dataIndex: 'name' },
          { key: 'type', title: label('type'), render: (_, m) => t(`menu.type.${m.type}`) },
          { key: 'path', title: label('path'), render: (_, m) => m.url ?? m.path },
          { key: 'icon', title: label('icon'), dataIndex: 'icon' },
          { key: 'sort', title: label('sort'), dataIndex: 'sort', width: 70 },
          {
            key: 'flags',
            title: '',
            render: (_, m) => (
              <Space size={4}>
                {m.hidden && <Tag>{label('hidden')}</Tag>}
                {m.fullpage && <Tag>{label('fullpage')}</Tag>}
                {(m.role ?? []).map((r) => (
                  <Tag key={r} color="blue">
                    {r}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('table.actions'),
            width: 260,
            render: (_, m) => (
              <Space size={0}>
                {has(can('add')) && m.type === 'menu' && (
                  <Button type="link" size="small" onClick={() => setEditing({ entry: null, parentId: m.id })}>
                    {t('system.addChild')}
                  </Button>
                )}
                {has(can('update')) && (
                  <Button type="link" size="small" onClick={() => setEditing({ entry: m, parentId: m.parentId })}>
                    {t('table.edit')}
                  </Button>
                )}
                {has(can('update')) && (
                  <Button type="link" size="small" onClick={() => void toggle(m)}>
                    {m.hidden ? t('menu.show') : t('menu.hide')}
                  </Button>
                )}
                {has(can('delete')) && !m.builtin && (
                  <Button type="link" size="small" danger onClick={() => remove(m)}>
                    {t('table.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MenuDialog editing={editing} tree={tree} onClose={() => setEditing(null)} onDone={reload} />
    </div>
  );
}

interface MenuForm {
  name: string;
  title: string;
  titleEn: string;
  icon?: string | null;
  type: (typeof MENU_TYPES)[number];
  path?: string | null;
  url?: string | null;
  fullpage?: boolean;
  role?: string[];
  sort?: number;
  parentId?: number | null;
}

function MenuDialog({
  editing,
  tree,
  onClose,
  onDone,
}: {
  editing: Editing | null;
  tree: MenuNode[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel(sysMenu.name);
  const [form] = Form.useForm<MenuForm>();
  const type = Form.useWatch('type', form);
  const roles = useQuery({ queryKey: ['sysRoles', 'all'], queryFn: fetchRoles, enabled: !!editing });
  const en = i18n.language.startsWith('en');
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const e = editing.entry;
    form.setFieldsValue({
      name: e?.name ?? '',
      title: e?.title ?? '',
      titleEn: e?.titleEn ?? '',
      icon: e?.icon ?? null,
      type: (e?.type as MenuForm['type']) ?? 'menu',
      path: e?.path ?? null,
      url: e?.url ?? null,
      fullpage: e?.fullpage ?? false,
      role: e?.role ?? [],
      sort: e?.sort ?? 0,
      parentId: editing.parentId,
    });
  }, [editing, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const body: MenuBody = {
        title: v.title,
        titleEn: v.titleEn,
        icon: v.icon || null,
        type: v.type,
        url: v.type === 'menu' ? null : v.url || null,
        fullpage: !!v.fullpage,
        role: v.role ?? [],
        sort: v.sort ?? 0,
        parentId: v.parentId ?? null,
        ...(v.type === 'menu' && v.path ? { path: v.path } : {}),
      };
      if (editing?.entry) await updateMenu(editing.entry.id, body);
      else await addMenu({ ...body, name: v.name });
      feedback().message.success(t('system.saved'));
      onDone();
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );
  const options = (ns: MenuNode[]): { value: number; title: string; children?: unknown[] }[] =>
    ns
      .filter((m) => m.type === 'menu')
      .map((m) => ({ value: m.id, title: en ? m.titleEn : m.title, children: m.children ? options(m.children) : undefined }));
  const required = (f: string) => [{ required: true, whitespace: true, message: t('common.required', { field: label(f) }) }];

  return (
    <Modal
      open={!!editing}
      title={editing?.entry ? t('menu.edit') : t('menu.add')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} layout="vertical" name="system-menu">
        <Form.Item name="name" label={label('name')} rules={required('name')}>
          <Input disabled={!!editing?.entry} />
        </Form.Item>
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="title" label={label('title')} rules={required('title')}>
            <Input />
          </Form.Item>
          <Form.Item name="titleEn" label={label('titleEn')} rules={required('titleEn')}>
            <Input />
          </Form.Item>
        </Space>
        <Form.Item name="parentId" label={label('parentId')}>
          <TreeSelect allowClear treeData={options(tree) as never} />
        </Form.Item>
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="type" label={label('type')}>
            <Select style={{ width: 160 }} options={MENU_TYPES.map((v) => ({ value: v, label: t(`menu.type.${v}`) }))} />
          </Form.Item>
          <Form.Item name="icon" label={label('icon')}>
            <Select style={{ width: 200 }} allowClear options={ICONS.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          <Form.Item name="sort" label={label('sort')}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Space>
        {type === 'menu' ? (
          <Form.Item name="path" label={label('path')}>
            <Input placeholder="/area/screen" />
          </Form.Item>
        ) : (
          <Form.Item
            name="url"
            label={label('url')}
            rules={required('url')}
            extra={type === 'iframe' ? t('menu.iframeHint') : undefined}
          >
            <Input placeholder="https://" />
          </Form.Item>
        )}
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="fullpage" label={label('fullpage')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="role" label={label('role')} extra={t('menu.rolesHint')}>
            <Select
              mode="multiple"
              style={{ minWidth: 280 }}
              options={(roles.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
