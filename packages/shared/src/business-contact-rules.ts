/**
 * The business contact form: its option lists, limits and each field's message.
 * Zod-free, so the landing page loads them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** Option values the form offers; their labels are translated by the web app. */
export const contactJobTitles = [
  'owner',
  'generalManager',
  'operationsManager',
  'marketingManager',
  'chef',
  'other',
] as const;
export const contactLocationCounts = ['1', '2-5', '6-10', '11-25', '26+'] as const;
export const contactReasons = [
  'listRestaurant',
  'aiChatbot',
  'growthAnalytics',
  'partnership',
  'other',
] as const;
export type ContactJobTitle = (typeof contactJobTitles)[number];
export type ContactLocationCount = (typeof contactLocationCounts)[number];
export type ContactReason = (typeof contactReasons)[number];

export const CONTACT_TEXT_MAX_LENGTH = 120;
export const CONTACT_PHONE_MIN_DIGITS = 10;
export const CONTACT_PHONE_MAX_DIGITS = 15;
export const INQUIRY_LIST_PAGE_SIZE = 20;
export const INQUIRY_LIST_MAX_PAGE_SIZE = 100;

const contactMessageDefinitions = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  restaurantNameRequired: 'Restaurant name is required',
  jobTitleRequired: 'Job title is required',
  numLocationsRequired: 'Number of locations is required',
  contactReasonRequired: 'Please select a reason for contact',
  textTooLong: {
    text: 'Must be at most {{max}} characters',
    params: { max: CONTACT_TEXT_MAX_LENGTH },
  },
  submitFailed: 'Sorry, there was an error submitting your form. Please try again.',
  submitted: 'Thank you for your interest! Our team will contact you shortly.',
  handledRequired: 'Say whether the inquiry is handled (true or false)',
  pageInvalid: 'Page must be a whole number of at least 1',
  pageSizeInvalid: {
    text: 'Page size must be a whole number from 1 to {{max}}',
    params: { max: INQUIRY_LIST_MAX_PAGE_SIZE },
  },
} as const;

export const contactMessages = /* @__PURE__ */ messageTexts(contactMessageDefinitions);
export const contactCodes = /* @__PURE__ */ messageCodes('contact', contactMessageDefinitions);
export const contactMessageEntries = /* @__PURE__ */ messageEntries(
  'contact',
  contactMessageDefinitions,
);
