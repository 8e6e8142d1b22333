// Records the microphone in the page: Web Audio at 16 kHz (speech needs no more), each block's samples kept in memory
// and its loudness reported for the level meter; stop gives a WAV (wav-encoding.ts), cancel keeps nothing.
import { encodeWav } from './wav-encoding';

/** Why recording could not start, as the dictation's messages name it. */
export type MicrophoneProblem = 'noMicrophone' | 'permissionRefused' | 'microphoneFailed';

export interface MicrophoneRecording {
  /** Loudness of the latest block, 0…1 (a square root of RMS, so speech moves the meter visibly). */
  level: () => number;
  /** Seconds of audio recorded so far. */
  seconds: () => number;
  /** Stops and returns the recording as a WAV file. */
  stop: () => Uint8Array;
  /** Stops and drops everything recorded. */
  cancel: () => void;
}

const SAMPLE_RATE = 16_000;
/** 64 ms blocks: the recording ends at most one block after Stop, and the meter moves smoothly. */
const BLOCK = 1024;

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMicrophone';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionRefused';
  return 'microphoneFailed';
}

export async function startMicrophone(): Promise<
  { ok: true; recording: MicrophoneRecording } | { ok: false; problem: MicrophoneProblem }
> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, problem: 'noMicrophone' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 }, video: false });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  const source = context.createMediaStreamSource(stream);
  // ScriptProcessorNode, not an AudioWorklet: a worklet module needs a script URL the page's CSP does not allow, and
  // this runs in Hearth's own Chromium only. Its output is silent (gain 0) but must reach the destination to run.
  const processor = context.createScriptProcessor(BLOCK, 1, 1);
  const mute = context.createGain();
  mute.gain.value = 0;
  const chunks: Float32Array[] = [];
  let samples = 0;
  let level = 0;
  processor.onaudioprocess = (event) => {
    const block = new Float32Array(event.inputBuffer.getChannelData(0));
    chunks.push(block);
    samples += block.length;
    let sum = 0;
    for (const sample of block) sum += sample * sample;
    level = Math.min(1, Math.sqrt(Math.sqrt(sum / block.length)) * 1.4);
  };
  source.connect(processor);
  processor.connect(mute);
  mute.connect(context.destination);
  await context.resume().catch(() => undefined);
  const close = () => {
    processor.onaudioprocess = null;
    source.disconnect();
    processor.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
  };
  return {
    ok: true,
    recording: {
      level: () => level,
      seconds: () => samples / SAMPLE_RATE,
      stop: () => {
        close();
        return encodeWav(chunks, SAMPLE_RATE);
      },
      cancel: () => {
        close();
        chunks.length = 0;
      },
    },
  };
}
