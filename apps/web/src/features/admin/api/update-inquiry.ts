/** PUT /api/business/inquiries/{id} `{handled}`: mark an inquiry handled, or open it again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactInquirySchema,
  type ContactInquiry,
  type UpdateInquiryInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function updateInquiry(
  inquiryId: number,
  input: UpdateInquiryInput,
): Promise<ContactInquiry> {
  return api.put(`/api/business/inquiries/${inquiryId}`, input, { schema: contactInquirySchema });
}

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      updateInquiry(id, { handled }),
    // Every filter and the open count change: all inquiry pages refetch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inquiries }),
  });
}
