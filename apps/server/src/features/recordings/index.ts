export { storeRecordingBatch } from "./store-batch.ts";
export { listRecordings, recordingReplayJson } from "./operator-views.ts";
export { removeExpiredRecordings, recordingSweepJob, RECORDING_SWEEP_JOB } from "./retention.job.ts";
