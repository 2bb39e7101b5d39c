import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import type { Feedback } from '../../kit/useFeedback.ts';
import type { TaskItem } from './obTasks.ts';
import { progressOf, type Working } from './taskWork.ts';

/** The task worked on: its number, its order's, and how many of its items are done or sent. */
export function TaskHead({ work }: { work: Working }) {
  const { t } = useTranslation();
  return (
    <p className="floor-stock-head">
      <span className="floor-code">{work.task.no}</span>
      <span className="floor-stock-qty">{t('floor.task.items', progressOf(work))}</span>
    </p>
  );
}

/** The item asked for: SKU and quantity, then what the step needs to find it (location, lot, pallet, box). */
export function ItemCard({ item, children }: { item: TaskItem; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="floor-stock-card">
      <span className="floor-stock-head">
        <span className="floor-code">{item.skuLabel ?? item.shipBoxLbl}</span>
        <span className="floor-stock-qty">{t('floor.task.itemQty', { qty: item.qty })}</span>
      </span>
      <span className="floor-stock-facts">{children}</span>
    </div>
  );
}

/** One fact of an item card: a caption and a code. */
export function Fact({ label, code }: { label: string; code: string | null | undefined }) {
  if (!code) return null;
  return (
    <span>
      {label} <span className="floor-code">{code}</span>
    </span>
  );
}

/** The top of every step of a task's screen: the task, the feedback, and refusals still to acknowledge. */
export function TaskTop({ work, feedback }: { work: Working; feedback: Feedback }) {
  return (
    <>
      <TaskHead work={work} />
      <FeedbackBanner feedback={feedback} />
      <RefusedCalls />
    </>
  );
}
