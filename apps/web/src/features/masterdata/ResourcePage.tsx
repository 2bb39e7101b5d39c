import type { ResourceDef } from '@wms/contract/resource';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { type ComponentType, type Key, lazy, Suspense, useState } from 'react';
import { LazyPopconfirm } from '../../shared/antd/LazyPopconfirm.tsx';
import { api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { PageLoading } from '../../shared/page/PageLoading.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import type { ImportModalProps } from '../../shared/table/ImportModal.tsx';
import { ListTable, type ListTableContext } from '../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../shared/table/labels.ts';
import { lazyPanel } from '../../shared/table/lazyPanel.tsx';
import { RowAction, RowActions } from '../../shared/table/RowAction.tsx';
import { useRefreshTable } from '../../shared/table/usePageQuery.ts';
import { hasOverride, loadOverride } from './overrides/index.ts';
import type { ResourceOverride } from './overrides/types.ts';
import type { ResourceFormModalProps } from './ResourceFormModal.tsx';
import { ResourceToolbar } from './ResourceToolbar.tsx';
import { useResourcePerms } from './useResourcePerms.ts';

// The form (its pickers, selects, upload) and the import load the first time they open.
const ResourceFormModal = lazyPanel<ResourceFormModalProps>(() =>
  import('./ResourceFormModal.tsx').then((m) => ({ default: m.ResourceFormModal })),
);
const ImportModal = lazyPanel<ImportModalProps>(() =>
  import('../../shared/table/ImportModal.tsx').then((m) => ({ default: m.ImportModal })),
);

const NO_OVERRIDE: ResourceOverride = { useOverride: () => ({}) };

interface ActionReply {
  message?: string;
}

function ResourceScreen({ def, override }: { def: ResourceDef; override: ResourceOverride }) {
  const { t } = useTranslation();
  const label = useFieldLabel(def.name);
  const can = useResourcePerms(def);
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<{ row: Row | null }>();
  const [importing, setImporting] = useState(false);
  const [added, setAdded] = useState<Key>();
  const refresh = useRefreshTable(def.path);
  const extra = override.useOverride({ selected, refresh: () => void refresh() });
  const selectable = can.delete || !!extra.selectable;

  const saved = (row?: Row) => {
    // A row just added is shown and marked (newest first, so on page 1); an edited one stays where it is.
    if (!editing?.row && row?.id !== undefined) setAdded(row.id);
    void refresh();
  };

  const remove = async (ids: Key[]) => {
    try {
      const reply = await api.post<ActionReply>(`${def.path}/~delete`, { ids });
      feedback().message.success(reply?.message || t('table.done'));
      setSelected((cur) => cur.filter((k) => !ids.includes(k)));
      void refresh();
    } catch {
      // Refused (e.g. 409, still referenced): the request client showed the server's message.
    }
  };

  const rowActions = (row: Row, ctx: ListTableContext) => (
    <RowActions>
      {can.update && <RowAction onClick={() => setEditing({ row })}>{t('table.edit')}</RowAction>}
      {can.delete && (
        <LazyPopconfirm
          title={t('table.deleteRowConfirm')}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          onConfirm={() => remove([row.id])}
        >
          <RowAction danger>{t('table.delete')}</RowAction>
        </LazyPopconfirm>
      )}
      {extra.rowActions?.(row, ctx)}
    </RowActions>
  );

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={def}
        renderers={extra.renderers}
        selectedRowKeys={selectable ? selected : undefined}
        onSelectionChange={selectable ? (keys) => setSelected(keys) : undefined}
        rowActions={can.update || can.delete || extra.rowActions ? rowActions : undefined}
        actionsWidth={extra.rowActions ? 220 : 140}
        highlightKey={added}
        toolbar={(ctx) => (
          <ResourceToolbar
            def={def}
            ctx={ctx}
            can={can}
            selectedCount={selected.length}
            onAdd={() => setEditing({ row: null })}
            onDeleteSelected={() => remove(selected)}
            onImport={() => setImporting(true)}
            extra={extra.toolbar}
          />
        )}
      />
      <ResourceFormModal def={def} open={!!editing} row={editing?.row} onClose={() => setEditing(undefined)} onSaved={saved} />
      <ImportModal open={importing} onClose={() => setImporting(false)} path={def.path} label={label} onImported={refresh} />
      {extra.elements}
    </div>
  );
}

// Rare and heavy (antd Result's pictures): loaded only for a resource name nobody defined.
const UnknownResource = lazy(() => import('./UnknownResource.tsx'));

/** Screens of resources with an override, one per resource, each loading its override first. */
const overridden = new Map<string, ComponentType<{ def: ResourceDef }>>();
function overriddenScreen(name: string): ComponentType<{ def: ResourceDef }> {
  let Screen = overridden.get(name);
  if (!Screen) {
    Screen = lazy(async () => {
      const override = await loadOverride(name);
      return { default: ({ def }: { def: ResourceDef }) => <ResourceScreen def={def} override={override} /> };
    });
    overridden.set(name, Screen);
  }
  return Screen;
}

/** The generic screen of a master-data resource: list, toolbar, add/edit form, import and export. */
export default function ResourcePage({ resource }: { resource: string }) {
  const def = RESOURCE_BY_NAME.get(resource);
  if (!def)
    return (
      <Suspense fallback={<PageLoading />}>
        <UnknownResource name={resource} />
      </Suspense>
    );
  // Keyed by resource: a route reused for another resource starts with fresh state.
  if (!hasOverride(def.name)) return <ResourceScreen key={def.name} def={def} override={NO_OVERRIDE} />;
  const Screen = overriddenScreen(def.name);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen key={def.name} def={def} />
    </Suspense>
  );
}
