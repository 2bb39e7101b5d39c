import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, type FloorReply, floorQueue } from '../../floorApi.ts';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { CountItems } from './CountItems.tsx';
import {
  COUNT_START,
  type CountEvent,
  type CountState,
  countedOf,
  countFlow,
  countPrompt,
  itemsView,
  scannedOffline,
} from './countFlow.ts';
import {
  COUNT_ITEM_ADD_URL,
  type CountTask,
  type CountTaskHead,
  countable,
  scanned,
  scannedTask,
  taskDetail,
} from './countTasks.ts';
import { SessionCounts } from './SessionCounts.tsx';
import { TaskRows } from './TaskRows.tsx';
import { useCountTasks } from './useCountTasks.ts';

const asApiError = (e: unknown) => (e instanceof FloorApiError ? e : new FloorApiError(String(e), 0));

/** /floor/count: a count task, then location by location the SKUs found there and how many. */
export function CountScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const toLogin = useToLogin();
  const list = useCountTasks();
  const [state, setState] = useState<CountState>(COUNT_START);
  // The state an answer arriving later applies to: answers land in the order they were scanned.
  const current = useRef(state);
  // Bumped when a task is opened or left: answers to scans made in another task are dropped.
  const round = useRef(0);
  const answers = useRef<Promise<void>>(Promise.resolve());
  const opening = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A SKU's quantity is typed next: the keypad goes to it, not to the scan field, where digits and
  // Enter would be taken for a code.
  const qtyForm = useRef<HTMLFormElement>(null);
  const asking = state.step === 'qty' ? `${state.location}\u0000${state.sku}` : '';
  useEffect(() => {
    if (asking) qtyForm.current?.querySelector('input')?.focus();
  }, [asking]);

  const apply = (event: CountEvent) => {
    if (event.type === 'open' || event.type === 'done') round.current++;
    const result = countFlow(current.current, event);
    current.current = result.state;
    setState(result.state);
    if (result.say) fb[result.say.tone](t(result.say.key, result.say.params));
    return result;
  };

  /** A 401 is a session ended mid-shift: sign in and come back, rather than an error to acknowledge. */
  const refused = (err: FloorApiError) => (err.status === 401 ? toLogin() : fb.error(err.message));

  const open = async (head: CountTaskHead) => {
    if (!countable(head.status)) {
      fb.error(t('floor.count.closed', { no: head.no }));
      return;
    }
    const task = await taskDetail(head.id);
    apply({ type: 'open', task });
    fb.ok(t('floor.count.opened', { no: task.no }));
  };

  const run = async (work: () => Promise<void>) => {
    if (opening.current) return;
    opening.current = true;
    try {
      await work();
    } catch (e) {
      refused(asApiError(e));
    } finally {
      opening.current = false;
    }
  };

  const scanTask = (code: string) =>
    run(async () => {
      fb.pending(t('floor.count.finding', { no: code }));
      const head = await scannedTask(list.tasks ?? [], code);
      if (head) await open(head);
      else fb.error(t('floor.count.unknownTask', { no: code }));
    });

  /** Asks the server what the code names; offline, the task's own items tell locations and SKU numbers. */
  const whatIs = async (task: CountTask, code: string): Promise<CountEvent | FloorApiError> => {
    try {
      return { type: 'scanned', ...(await scanned(task.id, code)) };
    } catch (e) {
      const err = asApiError(e);
      if (err.status === 400) return { type: 'unknown', code };
      const offline = err.status === 0 ? scannedOffline(task, code) : undefined;
      return offline ? { type: 'scanned', ...offline } : err;
    }
  };

  const scanCode = (task: CountTask, code: string) => {
    const mine = round.current;
    fb.pending(t('floor.count.checking', { code }));
    const answer = whatIs(task, code);
    answers.current = answers.current.then(async () => {
      const event = await answer;
      if (mine !== round.current || !mounted.current) return;
      if (event instanceof FloorApiError) refused(event);
      else apply(event);
    });
  };

  const confirm = () => {
    const before = current.current;
    const { send } = apply({ type: 'confirmed' });
    if (!send || before.step !== 'qty') return;
    const { body, line } = send;
    const { call, outcome } = floorQueue.enqueue(
      COUNT_ITEM_ADD_URL,
      body,
      t('floor.count.call', { no: before.task.no, ...line }),
    );
    apply({ type: 'sent', key: call.key, line });
    fb.pending(t('floor.count.sent', { ...line }));
    void outcome.then((o) => {
      // Once the screen is closed, a refusal stays in the outbox for RefusedCalls to show.
      if (!mounted.current) return;
      if (o.kind === 'refused') {
        apply({ type: 'answered', key: call.key, ok: false });
        if (o.status === 401) return toLogin();
        // Shown here, acknowledged here: the error bar waits for the worker as the list would.
        floorQueue.acknowledge(call.key);
        return fb.error(o.message);
      }
      const task = (o.reply as FloorReply | undefined)?.data as CountTask | undefined;
      const detail = task?.items ? task : undefined;
      apply({ type: 'answered', key: call.key, ok: true, ...(detail ? { task: detail } : {}) });
      fb.ok(
        detail ? t('floor.count.recorded', { ...line, counted: countedOf(detail, line) }) : t('floor.count.sent', { ...line }),
      );
    });
  };

  const prompt = t(countPrompt(state));

  if (state.step === 'task') {
    const { tasks, error } = list;
    return (
      <div className="floor-kit-stack">
        <FeedbackBanner feedback={fb} />
        <ScanField prompt={prompt} onScan={(code) => void scanTask(code)} feedback={fb} />
        <RefusedCalls />
        {error ? (
          <>
            <p className="floor-error">{error.message}</p>
            <BigButton tone="plain" onClick={list.reload}>
              {t('floor.count.retry')}
            </BigButton>
          </>
        ) : !tasks ? (
          <p className="floor-note">{t('floor.count.loading')}</p>
        ) : tasks.length === 0 ? (
          <p className="floor-note">{t('floor.count.none')}</p>
        ) : (
          <TaskRows tasks={tasks} onPick={(task) => void run(() => open(task))} />
        )}
      </div>
    );
  }

  const { task, session } = state;
  const location = state.step === 'location' ? undefined : state.location;
  const done = (
    <BigButton
      tone="plain"
      onClick={() => {
        apply({ type: 'done' });
        list.reload();
      }}
    >
      {t('floor.count.done')}
    </BigButton>
  );

  return (
    <div className="floor-kit-stack">
      <p className="floor-stock-head">
        <span className="floor-code">{task.no}</span>
        <span className="floor-stock-qty">
          {task.blind && `${t('floor.count.blind')} · `}
          {t('floor.count.progress', { counted: task.countedCount, items: task.itemCount, progress: task.progress })}
        </span>
      </p>
      {location !== undefined && <p className="floor-kit-step floor-code">{t('floor.count.atLocation', { code: location })}</p>}
      <FeedbackBanner feedback={fb} />
      {state.step === 'qty' && (
        <>
          <p className="floor-kit-step floor-code">{state.sku}</p>
          {state.found && <p className="floor-note">{t('floor.count.foundNote')}</p>}
          {state.lots.length > 0 && <h2 className="floor-kit-step">{t('floor.count.pickLot')}</h2>}
          <CountItems
            views={itemsView(task, state.location, state.sku)}
            lotNo={state.lotNo}
            onPick={state.lots.length > 0 ? (v) => v.lotNo !== null && apply({ type: 'lot', lotNo: v.lotNo }) : undefined}
          />
          {/* Enter typed in the quantity confirms it; a scanner's burst there is still a scan (wedge.ts). */}
          <form
            ref={qtyForm}
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <QtyField label={t('floor.count.qty')} value={state.qty} min={0} onChange={(qty) => apply({ type: 'qty', qty })} />
          </form>
          <BigButton onClick={confirm} disabled={state.lots.length > 0 && state.lotNo === null}>
            {t('floor.count.confirm')}
          </BigButton>
        </>
      )}
      <ScanField prompt={prompt} onScan={(code) => scanCode(task, code)} feedback={fb} />
      {state.step === 'qty' && (
        <BigButton tone="plain" onClick={() => apply({ type: 'cancel' })}>
          {t('floor.count.cancel')}
        </BigButton>
      )}
      <RefusedCalls />
      {state.step === 'sku' && (
        <section aria-label={t('floor.count.items', { code: state.location })}>
          <h2 className="floor-kit-step">{t('floor.count.items', { code: state.location })}</h2>
          {itemsView(task, state.location).length === 0 ? (
            <p className="floor-note">{t('floor.count.noItems')}</p>
          ) : (
            <CountItems views={itemsView(task, state.location)} />
          )}
        </section>
      )}
      <SessionCounts session={session} location={location} />
      {done}
    </div>
  );
}
