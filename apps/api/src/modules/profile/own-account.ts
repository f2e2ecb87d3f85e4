/** The account routes under /api/users/{id}/ that only the account itself may use. */
import type { FastifyRequest } from 'fastify';
import { forbidden, problem } from '@tablefor/server-kit';
import { isDemoAccount, profileCodes } from '@tablefor/shared';
import { requireViewer, type Viewer } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';

/**
 * The signed-in viewer when the path's id is their own; anyone else, an administrator included,
 * gets 403 (an unknown id too, so that ids reveal nothing).
 */
export async function ownAccount(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  const id = pathId(request.params, 'user');
  if (viewer.user.id !== id) throw forbidden(problem('user', profileCodes.ownAccountOnly));
  return viewer;
}

/** The demo account is everyone's: its names and address stay as published. */
export function refuseDemoAccount(viewer: Viewer, field: string) {
  if (isDemoAccount(viewer.user.email)) throw forbidden(problem(field, profileCodes.demoAccount));
}
