/** The cluster itself: the proxy takes turns between the API processes, each reaches search. */
import { describe, expect, it } from 'vitest';
import { call, cluster, servedBy } from './cluster-client.ts';

describe.skipIf(!cluster)('the cluster (DATABASE_URL)', () => {
  it('sends requests to each API process in turn, and each reaches the search service', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('/search/health'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(servedBy(answers)).toEqual([2, 2]);
    expect(answers[0]!.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });
});
