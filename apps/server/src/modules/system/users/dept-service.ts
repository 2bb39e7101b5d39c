import type { TDeptNode } from '@wms/contract/system';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import {
  allDepts,
  ancestors,
  deleteDept,
  deptById,
  deptNameTaken,
  deptUsage,
  insertDept,
  updateDept,
} from './dept-repository.ts';

interface DeptInput {
  name: string;
  parent?: number | null;
  sort: number;
}

/** Nests the flat rows under their parents, keeping the rows' order among siblings. */
export function nestDepts(rows: Omit<TDeptNode, 'children'>[]): TDeptNode[] {
  const nodes = new Map<number, TDeptNode>(rows.map((r) => [r.id, { ...r }]));
  const roots: TDeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent === null ? undefined : nodes.get(r.parent);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** Departments as a tree: unique names among siblings, no cycles, no delete while used. */
export class DeptService {
  constructor(private readonly db: Db) {}

  tree = async () => nestDepts(await allDepts(this.db));

  private async checkParent(tx: DbOrTx, id: number, parent: number | null) {
    if (parent === null) return;
    if (!(await deptById(tx, parent))) throw badRequest('user.unknownDept', {}, { field: 'parent' });
    if (id && (parent === id || (await ancestors(tx, parent)).includes(id))) {
      throw badRequest('dept.cycle', {}, { field: 'parent' });
    }
  }

  private async write(id: number, b: DeptInput) {
    const v = { name: b.name, parentId: b.parent ?? null, sort: b.sort };
    return this.db.transaction(async (tx) => {
      await this.checkParent(tx, id, v.parentId);
      if (await deptNameTaken(tx, v.parentId, v.name, id)) {
        throw new AppError(409, 'dept.nameTaken', { name: v.name }, { field: 'name' });
      }
      if (!id) return insertDept(tx, v);
      if (!(await deptById(tx, id))) throw notFound();
      await updateDept(tx, id, v);
      return id;
    });
  }

  add = (b: DeptInput) => this.write(0, b);
  update = (id: number, b: DeptInput) => this.write(id, b);

  /** All or none; a department is deleted only when it has no users and no sub-departments left. */
  async remove(ids: number[]) {
    await this.db.transaction(async (tx) => {
      // Children first, so deleting a branch together with its leaves is accepted.
      const rows = [];
      for (const id of ids) {
        const dept = await deptById(tx, id);
        if (!dept) throw notFound();
        rows.push({ dept, depth: (await ancestors(tx, id)).length });
      }
      rows.sort((a, b) => b.depth - a.depth);
      for (const { dept } of rows) {
        const usage = await deptUsage(tx, dept.id);
        if (usage.children) throw conflict('dept.hasChildren', { name: dept.name });
        if (usage.users) throw conflict('dept.hasUsers', { name: dept.name, count: usage.users });
        await deleteDept(tx, dept.id);
      }
    });
  }
}
