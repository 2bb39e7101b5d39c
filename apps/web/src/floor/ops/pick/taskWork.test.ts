import { describe, expect, it } from 'vitest';
import { answered, taskItem, taskOf } from './taskFixtures.ts';
import { finishing, openItems, progressOf, unanswered, withAnswer, withRefusal, withSent, working } from './taskWork.ts';

const task = taskOf('picking', [taskItem(1), taskItem(2), taskItem(3, { status: 100, actQty: 5 }), taskItem(4, { status: 0 })]);

describe('taskWork', () => {
  it('leaves out items done, cancelled or sent', () => {
    expect(openItems(working(task)).map((i) => i.id)).toEqual([1, 2]);
    expect(openItems(withSent(working(task), 1)).map((i) => i.id)).toEqual([2]);
    expect(openItems(withRefusal(withSent(working(task), 1), 1)).map((i) => i.id)).toEqual([1, 2]);
  });

  it('counts items done or sent of the live ones', () => {
    expect(progressOf(working(task))).toEqual({ done: 1, total: 3 });
    expect(progressOf(withSent(working(task), 2))).toEqual({ done: 2, total: 3 });
  });

  it('takes an answer for its own task only', () => {
    const w = withSent(working(task), 1);
    expect(unanswered(w)).toBe(1);
    expect(unanswered(withAnswer(w, answered(task, { 1: {} })))).toBe(0);
    expect(withAnswer(w, { ...answered(task, { 1: {} }), id: 2 })).toEqual(w);
  });

  it.each([
    ['waits for the answers', withSent(withSent(working(task), 1), 2), { kind: 'wait', count: 2 }],
    [
      'has nothing to send once the server closed the task',
      withAnswer(working(task), answered(task, { 1: {}, 2: {} })),
      { kind: 'closed' },
    ],
    [
      'has nothing to send once the server closed the task, answers still out',
      withSent(withAnswer(working(task), answered(task, { 1: {}, 2: {} })), 2),
      { kind: 'closed' },
    ],
    ['has nothing to send for a cancelled task', working({ ...task, status: 0 }), { kind: 'closed' }],
    ['finishes what the server still has open', withAnswer(working(task), answered(task, { 1: {} })), { kind: 'finish' }],
  ] as const)('finishing %s', (_, w, f) => {
    expect(finishing(w)).toEqual(f);
  });
});
