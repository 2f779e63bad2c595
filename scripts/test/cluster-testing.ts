/**
 * What other packages' tests use of `npm run cluster` (`@insurer/scripts/testing/cluster`): the
 * cluster started as a child process on given ports, the fault run against it, and the Redis
 * readiness probe its parts use. The benches import the same modules from `src/cluster/`.
 */
export { startCluster, type ClusterPorts, type JsonLine, type RunningCluster } from '../src/cluster/run.js';
export {
  describeFaultLoad,
  FAULT_RUN_LIMITS_OFF,
  runFaultLoad,
  type FaultLoadOptions,
  type FaultLoadResult,
} from '../src/cluster/fault-load.js';
export { redisAnswers } from '../src/cluster/parts.js';
