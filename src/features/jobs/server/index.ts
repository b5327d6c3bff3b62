import "server-only";
// Server seam of jobs: define a job, write it in a transaction, run the worker.
export { defineJob, defineSchedule, type JobAttempt, type JobDefinition } from "./define";
export { enqueue, type EnqueueOptions } from "./enqueue";
export { jobDbFor, startJobWorker, stopJobWorker } from "./worker";
export { defineQueueMetrics } from "./queue-metrics";
