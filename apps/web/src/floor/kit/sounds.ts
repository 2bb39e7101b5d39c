/**
 * The scan sounds: a worker looking at the shelf, not the screen, must hear which way a scan went.
 * Told apart by pitch and rhythm, not loudness alone: ok one high beep, warning two mid beeps, error a
 * long low buzz; pending (sent, no answer yet) a short tick so every scan is heard within 100 ms.
 */
export type SoundTone = 'pending' | 'ok' | 'warn' | 'error';

interface Note {
  hz: number;
  ms: number;
  wave: OscillatorType;
  volume: number;
}

const GAP_MS = 70;

const NOTES: Record<SoundTone, Note[]> = {
  pending: [{ hz: 1400, ms: 30, wave: 'sine', volume: 0.15 }],
  ok: [{ hz: 1760, ms: 120, wave: 'sine', volume: 0.4 }],
  warn: [
    { hz: 880, ms: 110, wave: 'triangle', volume: 0.5 },
    { hz: 880, ms: 110, wave: 'triangle', volume: 0.5 },
  ],
  error: [{ hz: 196, ms: 550, wave: 'square', volume: 0.35 }],
};

type AudioContextCtor = new () => AudioContext;

// null: tried and unavailable (no WebAudio, or the browser refused): the floor stays silent.
let context: AudioContext | null | undefined;

function audio(): AudioContext | undefined {
  if (context === undefined) {
    const w = globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
    const Ctor = w.AudioContext ?? w.webkitAudioContext;
    try {
      context = Ctor ? new Ctor() : null;
    } catch {
      context = null;
    }
  }
  return context ?? undefined;
}

/** Plays the tone's sound now; silent where WebAudio is missing or not yet allowed. */
export function playTone(tone: SoundTone): void {
  const ac = audio();
  if (!ac) return;
  try {
    // Browsers start the context suspended until a user gesture; a scan's keydown is one.
    if (ac.state === 'suspended') void ac.resume().catch(() => undefined);
    let at = ac.currentTime;
    for (const note of NOTES[tone]) {
      const end = at + note.ms / 1000;
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = note.wave;
      osc.frequency.value = note.hz;
      // Ramped in and out: a square cut mid-wave clicks.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(note.volume, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(gain).connect(ac.destination);
      osc.start(at);
      osc.stop(end + 0.02);
      at = end + GAP_MS / 1000;
    }
  } catch {
    // A sound is a help, never a reason for a scan to fail.
  }
}
