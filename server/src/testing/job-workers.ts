import { createJobQueue, type JobQueue } from '../jobs/job-queue';

/**
 * Several job queues on one database, as several portal servers would run them, started and stopped
 * together. Each works one job per poll (batch of one, at least half a second apart), so a test file
 * whose tests run at the same time needs a few of them to keep its jobs from waiting behind each other.
 */
export async function startJobWorkers(count: number, ...queueArgs: Parameters<typeof createJobQueue>): Promise<JobQueue> {
  const queues = Array.from({ length: count }, () => createJobQueue(...queueArgs));
  const all: JobQueue = {
    async start() {
      // One after the other: each checks pg-boss's schema and creates the queues it lacks.
      for (const queue of queues) await queue.start();
    },
    async stop() {
      await Promise.all(queues.map((queue) => queue.stop()));
    },
  };
  try {
    await all.start();
  } catch (error) {
    await all.stop();
    throw error;
  }
  return all;
}
