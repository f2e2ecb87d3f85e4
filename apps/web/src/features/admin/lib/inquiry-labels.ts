/**
 * An inquiry's option values (job title, locations, reason) in the reader's language: the labels
 * the business contact form offered, so the inbox reads exactly as the form did.
 */
import type { TFunction } from '@/i18n/translator';
import type { ContactInquiry } from '@tablefor/shared';
import '@/i18n/bundles/business-texts';

export const jobTitleLabel = (t: TFunction, value: ContactInquiry['jobTitle']) =>
  t(`business.contact.jobTitles.${value}`);

export const locationCountLabel = (t: TFunction, value: ContactInquiry['numLocations']) =>
  t(`business.contact.locationCounts.${value}`);

export const contactReasonLabel = (t: TFunction, value: ContactInquiry['contactReason']) =>
  t(`business.contact.reasons.${value}`);
