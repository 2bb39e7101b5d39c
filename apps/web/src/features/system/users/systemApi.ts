import type { TFeatureNode, TFeatureOfUser, TRoleRow } from '@wms/contract/system';
import { api } from '../../../shared/api/request.ts';

/** `/system/user`, `/system/role`, `/system/dept` and the feature tree (docs/api.md "Users, roles, departments"). */
export interface DeptNode {
  id: number;
  name: string;
  parent: number | null;
  sort: number;
  users: number;
  children?: DeptNode[];
}

/** A department as a tree-select option. */
export interface DeptOption {
  value: number;
  title: string;
  children?: DeptOption[];
}

export interface UserBody {
  account?: string;
  name: string;
  email: string;
  phone?: string | null;
  roles: string[];
  dept?: number | null;
  password?: string;
  confirmPassword?: string;
}

export const addUser = (b: UserBody) => api.post<{ data: { id: number } }>('/system/user/~account/add', b, { silent: true });
/** The account name and password are not edited here (the dialog shows the account, disabled): the server refuses them. */
export const updateUser = (id: number, { account: _a, password: _p, confirmPassword: _c, ...b }: UserBody) =>
  api.post('/system/user/~account/update', { id, ...b }, { silent: true });
export const setUserEnabled = (id: number, enabled: boolean) =>
  api.post<{ message: string }>(`/system/user/~account/${enabled ? 'enable' : 'disable'}`, { id });
export const grantUser = (uid: number, permissions: string[]) =>
  api.post<{ message: string }>('/system/user/~acl/grant', { permissions }, { params: { uid } });
export const fetchUserFeatures = async (uid: number) =>
  (await api.get<{ data: TFeatureOfUser }>('/system/feature/_tree/get', { uid })).data;
export const fetchDefaultFeatures = async () => (await api.get<{ data: TFeatureNode[] }>('/system/feature/_tree/default')).data;

export const fetchRoles = async () => (await api.get<{ data: TRoleRow[] }>('/system/role/_all')).data;
export const addRole = (b: Omit<TRoleRow, 'id'>) => api.post('/system/role/~add', b, { silent: true });
export const updateRole = (b: TRoleRow) => api.post('/system/role/~update', b, { silent: true });
export const deleteRole = (id: number) => api.post<{ message: string }>('/system/role/~delete', { ids: [id] });

export const fetchDepts = async () => (await api.get<{ data: DeptNode[] }>('/system/dept/_tree')).data;
export const addDept = (b: { name: string; parent: number | null; sort: number }) =>
  api.post('/system/dept/~add', b, { silent: true });
export const updateDept = (b: { id: number; name: string; parent: number | null; sort: number }) =>
  api.post('/system/dept/~update', b, { silent: true });
export const deleteDept = (id: number) => api.post<{ message: string }>('/system/dept/~delete', { ids: [id] });
