/**
 * Bad request bodies answer 422 `{detail: [{loc, msg, type}]}`, the shape the spec's client reads
 * (`loc` names the field from 'body' down, `msg` is the English message, `type` its code).
 */
import {
  fillTemplate,
  isMessageCode,
  messageCatalog,
  topicSearchCodes,
  topicSearchMessages,
  type ValidationDetail,
} from '@tablefor/shared';
import type { z } from 'zod';

function messageOf(code: string): string {
  if (!isMessageCode(code)) return code;
  const { text, params } = messageCatalog[code];
  return fillTemplate(text, params);
}

export function validationDetail(error: z.ZodError): ValidationDetail {
  return {
    detail: error.issues.map((issue) => {
      // Our schemas name a message code in every issue; zod's own (a wrong type deep inside
      // output_model) fall back to the body's message.
      const type = isMessageCode(issue.message) ? issue.message : topicSearchCodes.bodyInvalid;
      return { loc: ['body', ...issue.path.map(String)], msg: messageOf(type), type };
    }),
  };
}

export const invalidBodyDetail = (): ValidationDetail => ({
  detail: [
    { loc: ['body'], msg: topicSearchMessages.bodyInvalid, type: topicSearchCodes.bodyInvalid },
  ],
});
