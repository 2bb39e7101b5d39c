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
import { keptName, unreachable, useRefreshOnline } from '../../offline/keptRead.ts';
import { OfflineHint } from '../../offline/OfflineHint.tsx';
import type { QueuedCall, SendOutcome } from '../../scan/scanQueue.ts';
import { CountItems } from './CountItems.tsx';
import {
  COUNT_START,
  type CountEvent,
  type CountLine,
  type CountState,
  countedOf,
  countFlow,
  countPrompt,
  itemsView,
} from './countFlow.ts';
import { forgetOpen, keepTask, queuedCounts, readTask, rememberedOpen, rememberOpen } from './countKept.ts';
import {
  COUNT_ITEM_ADD_URL,
  type CountScanned,
  type CountTask,
  type CountTaskHead,
  countable,
  scanned,
  scannedTask,
} from './countTasks.ts';
import { type CountRead, readCountScan, resolveOnDevice } from './resolveCode.ts';
import { SessionCounts } from './SessionCounts.tsx';
import { TaskRows } from './TaskRows.tsx';
import { useCountTasks } from './useCountTasks.ts';

/** A count task's number (count-service `countNo`): CT, yyMMdd, six digits. */
const COUNT_NO = /^CT\d{12}$/;
const asApiError = (e: unknown) => (e instanceof FloorApiError ? e : new FloorApiError(String(e), 0));

/** How long a scan waits for `~scan` before the task's items on the device answer: a weak Wi-Fi must not hold the count. */
const ASK_SCAN_MS = 4000;

/** `promise`, or a network error after `ms`; the request itself runs on (a GET changes nothing). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FloorApiError('timeout', 0)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What the scanned label adds to the SKU the server names: its lot and its pieces. */
const labelFacts = (read: CountRead): Partial<CountScanned> => ({
  ...(read.lotNo ? { lotNo: read.lotNo } : {}),
  ...(read.units !== undefined ? { units: read.units } : {}),
});

const detailOf = (reply: unknown): CountTask | undefined => {
  const task = (reply as FloorReply | undefined)?.data as CountTask | undefined;
  return task?.items ? task : undefined;
};

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

  /** Follows a count to its answer: the detail it replies with is kept as the device's newest. */
  const follow = ({ call, outcome }: { call: QueuedCall; outcome: Promise<SendOutcome> }, line: CountLine) => {
    void outcome.then((o) => {
      const detail = o.kind === 'ok' ? detailOf(o.reply) : undefined;
      if (detail) keepTask(detail);
      // Once the screen is closed, a refusal stays in the outbox for RefusedCalls to show.
      if (!mounted.current) return;
      if (o.kind === 'refused') {
        apply({ type: 'answered', key: call.key, ok: false });
        if (o.status === 401) return toLogin();
        // Shown here, acknowledged here: the error bar waits for the worker as the list would.
        floorQueue.acknowledge(call.key);
        return fb.error(o.message);
      }
      apply({ type: 'answered', key: call.key, ok: true, ...(detail ? { task: detail } : {}) });
      fb.ok(
        detail ? t('floor.count.recorded', { ...line, counted: countedOf(detail, line) }) : t('floor.count.sent', { ...line }),
      );
    });
  };

  /**
   * Opens a task read. Its counts still in the outbox (made before a reload) are this session's: shown
   * as sent, and their answers land here as the ones made now.
   */
  const enter = (task: CountTask) => {
    rememberOpen(task.id);
    apply({ type: 'open', task });
    for (const { call, line } of queuedCounts(floorQueue.snapshot(), task.id)) {
      apply({ type: 'sent', key: call.key, line });
      // Enqueued again under its key, a waiting call is joined, not sent twice; a refused one would be.
      if (call.state === 'refused') apply({ type: 'answered', key: call.key, ok: false });
      else follow(floorQueue.enqueue(call.url, call.body, call.label, call.key), line);
    }
    fb.ok(t('floor.count.opened', { no: task.no }));
  };

  const open = async (head: Pick<CountTaskHead, 'id' | 'no' | 'status'>) => {
    if (!countable(head.status)) {
      fb.error(t('floor.count.closed', { no: head.no }));
      return;
    }
    let task: CountTask;
    try {
      task = await readTask(head.id);
    } catch (e) {
      if (!unreachable(e)) throw e;
      fb.error(t('floor.count.notKept', { no: head.no }));
      return;
    }
    // The list may be older than the task: merged or cancelled since.
    if (!countable(task.status)) fb.error(t('floor.count.closed', { no: task.no }));
    else enter(task);
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

  // After a reload (or the screen left without "done"), the task open before opens again, from the device if need be.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const id = rememberedOpen();
    if (id === undefined) return;
    void run(async () => {
      const task = await readTask(id).catch(() => undefined);
      if (!mounted.current || current.current.step !== 'task') return;
      if (task && countable(task.status)) enter(task);
      else forgetOpen();
    });
  }, []);

  /**
   * A count number scanned inside a task opens that task: the screen reopens the task left open (after a
   * reload, or coming back to it), and a worker sent to another count scans its sheet.
   */
  const isOtherTask = (task: CountTask, code: string) => COUNT_NO.test(code.trim()) && code.trim() !== task.no;

  const scanTask = (code: string) =>
    run(async () => {
      fb.pending(t('floor.count.finding', { no: code }));
      const head = await scannedTask(list.tasks ?? [], code);
      if (head) await open(head);
      else fb.error(t('floor.count.unknownTask', { no: code }));
    });

  /**
   * Asks the server what the code names (it alone knows places and SKUs beyond the task's items: found
   * stock); without an answer, or where the server names nothing (a pallet's SSCC or LPN, which it
   * refuses in a count), the task's items on the device tell. Not among them and no server: said, not guessed.
   */
  const whatIs = async (task: CountTask, raw: string): Promise<CountEvent | FloorApiError> => {
    const read = readCountScan(raw);
    if (!read.code) return { type: 'unknown', code: raw.trim() };
    const local = resolveOnDevice(task, read);
    const onDevice = (): CountEvent => (local ? { type: 'scanned', ...local } : { type: 'unreachable', code: read.code });
    if (navigator.onLine === false) return onDevice();
    try {
      // As scanned: the server reads GS1 symbols itself (modules/scan).
      const answer = await within(scanned(task.id, raw.trim()), ASK_SCAN_MS);
      // A pallet's item says its lot too; otherwise the label's own lot and pieces go with the server's SKU.
      if (answer.kind === 'sku' && local?.kind === 'sku' && local.code === answer.code) return { type: 'scanned', ...local };
      return { type: 'scanned', ...answer, ...(answer.kind === 'sku' ? labelFacts(read) : {}) };
    } catch (e) {
      const err = asApiError(e);
      if (err.status === 400) return local ? { type: 'scanned', ...local } : { type: 'unknown', code: read.code };
      return unreachable(err) ? onDevice() : err;
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
    const queued = floorQueue.enqueue(COUNT_ITEM_ADD_URL, body, t('floor.count.call', { no: before.task.no, ...line }));
    apply({ type: 'sent', key: queued.call.key, line });
    fb.pending(t('floor.count.sent', { ...line }));
    follow(queued, line);
  };

  /**
   * The open task read again when the network returns after it was read from the device. Not while its
   * counts wait in the outbox: their answers bring the detail, and a read racing them could land older.
   */
  const refreshTask = () => {
    const now = current.current;
    if (now.step === 'task') return;
    if (queuedCounts(floorQueue.snapshot(), now.task.id).some(({ call }) => call.state !== 'refused')) return;
    readTask(now.task.id).then(
      (task) => mounted.current && apply({ type: 'refreshed', task }),
      () => {},
    );
  };
  useRefreshOnline(state.step === 'task' ? '' : keptName.countTask(state.task.id), refreshTask);

  const prompt = t(countPrompt(state));

  if (state.step === 'task') {
    const { tasks, error } = list;
    return (
      <div className="floor-kit-stack">
        <FeedbackBanner feedback={fb} />
        <ScanField prompt={prompt} onScan={(code) => void scanTask(code)} feedback={fb} />
        <RefusedCalls />
        <OfflineHint name={keptName.countTasks} />
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
        forgetOpen();
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
      <OfflineHint name={keptName.countTask(task.id)} />
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
      <ScanField
        prompt={prompt}
        onScan={(code) => (isOtherTask(task, code) ? void scanTask(code) : scanCode(task, code))}
        feedback={fb}
      />
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
