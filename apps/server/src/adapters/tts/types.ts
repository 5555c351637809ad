export type EngineName = "festival" | "flite" | "espeak-ng" | "sherpa-onnx" | "openai";

export interface Voice {
  /** Unique across engines: `<engine>:<engine's own voice name>`. */
  id: string;
  engine: EngineName;
  /** ISO 639-1 code of the language the voice speaks. */
  language: string;
  gender: "female" | "male" | "neutral";
  label: string;
}

export interface TtsEngine {
  name: EngineName;
  voices(): Voice[];
  /** Writes a WAV file (any rate, mono or stereo, PCM) speaking `text`; rejects with an AbortError when `signal` fires. */
  synthesize(text: string, voice: Voice, outWavPath: string, signal?: AbortSignal): Promise<void>;
}
