/**
 * POST /api/business/contact: the landing page's sales inquiry, checked by the same shared
 * schema as the form. Anonymous (no token): anyone may write, and the API rate-limits per IP.
 */
import { useMutation } from '@tanstack/react-query';
import {
  contactInquiryReceiptSchema,
  type ContactInquiryInput,
  type ContactInquiryValues,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';

export function sendContactInquiry(input: ContactInquiryInput) {
  return api.post('/api/business/contact', input, {
    auth: false,
    schema: contactInquiryReceiptSchema,
  });
}

export function useSendContactInquiry() {
  return useMutation({
    mutationFn: (input: ContactInquiryValues) => sendContactInquiry(input),
  });
}
