import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import './kitStyle.ts';

/** The Shape Detection API, not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new () => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;

/** A phone can scan with its camera: it decodes bar codes itself (no decoder ships with the floor) and has a camera. */
export function cameraAvailable(): boolean {
  return detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to read. */
const HAVE_CURRENT_DATA = 2;

/** How often a frame is read: a handheld's CPU is small and decoding every frame drains the battery. */
const READ_EVERY_MS = 150;

/** Full screen, the rear camera: reads one code, hands it over and closes. */
export function CameraView({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useEffectEvent(onCode);
  const fail = useEffectEvent(() => setFailed(true));

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Detector = detectorClass();
    let detector: BarcodeDetectorLike;
    try {
      if (!Detector) throw new Error('no BarcodeDetector');
      detector = new Detector();
    } catch {
      fail();
      return;
    }

    const read = async () => {
      const v = video.current;
      if (stopped) return;
      if (v && v.readyState >= HAVE_CURRENT_DATA) {
        const code = await detector.detect(v).then(
          (codes) => codes.find((c) => c.rawValue)?.rawValue,
          () => undefined,
        );
        if (stopped) return;
        if (code) {
          stopped = true;
          found(code);
          return;
        }
      }
      timer = setTimeout(() => void read(), READ_EVERY_MS);
    };

    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        stream = s;
        if (stopped) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        void read();
      },
      () => fail(),
    );

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="floor-camera" role="dialog" aria-modal="true" aria-label={t('floor.kit.camera')}>
      <video ref={video} className="floor-camera-video" muted playsInline />
      <p className="floor-camera-note">{failed ? t('floor.kit.cameraFailed') : t('floor.kit.cameraAim')}</p>
      <button type="button" className="floor-big-button" data-tone="plain" onClick={onClose}>
        {t('floor.kit.close')}
      </button>
    </div>
  );
}
