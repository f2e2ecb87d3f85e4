/**
 * The search form's state: the fields checked by the contract's rules, the advanced settings kept
 * for the next visit, the providers the service offers, and the POST that starts a task. Starting
 * needs an account: signed out (or signed out by a session that has ended), the sign-in dialog
 * opens first and the search starts once it closes signed in.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  DEFAULT_SEARCH_CONFIG,
  issuesToFieldErrors,
  searchConfigSchema,
  searchProviders,
  type SearchProvider,
} from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useSearchProviders } from '../api/get-search-providers';
import { SearchServiceError } from '../api/search-service';
import { useStartTopicSearch } from '../api/start-topic-search';
import { newPastSearch, type PastSearch } from '../lib/past-searches';
import { readSearchConfig, saveSearchConfig } from '../lib/search-config-storage';
import {
  advancedFields,
  formValuesOf,
  searchParamsOf,
  searchRequestOf,
  topicSearchFormSchema,
  type TopicSearchForm,
  type TopicSearchFormValues,
} from '../lib/topic-search-form';
import { useSignInFirst } from './use-sign-in-first';

type Field = keyof TopicSearchFormValues;

export function useSearchForm(onStarted: (search: PastSearch) => void) {
  const { t } = useTranslation();
  const [initial] = useState(() => formValuesOf(readSearchConfig()));
  const form = useZodForm(topicSearchFormSchema, initial);
  const { values, setField } = form;
  const start = useStartTopicSearch();
  const providers = useSearchProviders();
  const account = useSignInFirst();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const [startedTopic, setStartedTopic] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Settings that pass the contract are kept as they change (a half-typed number is not).
  const { max_search_queries, max_search_results, max_reflection_steps, search_provider } = values;
  useEffect(() => {
    const config = searchConfigSchema.safeParse({
      max_search_queries,
      max_search_results,
      max_reflection_steps,
      search_provider,
      search_mode: 'company',
    });
    if (config.success) saveSearchConfig(config.data);
  }, [max_search_queries, max_search_results, max_reflection_steps, search_provider]);

  // A kept provider the service no longer offers falls back to the default.
  const offered: readonly SearchProvider[] | undefined = providers.data;
  useEffect(() => {
    if (offered && !offered.some((provider) => provider === search_provider)) {
      setField('search_provider', DEFAULT_SEARCH_CONFIG.search_provider);
    }
  }, [offered, search_provider, setField]);

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (invalidAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempts]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) {
      const result = topicSearchFormSchema.safeParse(values);
      const invalid = result.success ? {} : issuesToFieldErrors(result.error.issues);
      if (advancedFields.some((field) => invalid[field])) setAdvancedOpen(true);
      setInvalidAttempts((count) => count + 1);
      return;
    }
    setStartedTopic(null);
    if (account.signedIn) startSearch(parsed);
    else account.askToSignIn(() => startSearch(parsed));
  }

  function startSearch(parsed: TopicSearchForm) {
    start.mutate(searchRequestOf(parsed), {
      onSuccess: (taskId) => {
        onStarted(newPastSearch(taskId, parsed.topic, searchParamsOf(parsed)));
        setStartedTopic(parsed.topic);
      },
      onError: (error) => {
        if (error instanceof SearchServiceError && error.status === 401) {
          start.reset();
          account.askToSignIn(() => startSearch(parsed));
        }
      },
    });
  }

  function resetAdvanced() {
    for (const field of advancedFields) {
      setField(field, String(DEFAULT_SEARCH_CONFIG[field]));
    }
  }

  const errorOf = (field: Field) => {
    const error = form.errors[field];
    return error ? errorText(t, error) : undefined;
  };

  return {
    ...form,
    errorOf,
    submit,
    formRef,
    start,
    startedTopic,
    signedIn: account.signedIn,
    /** The sign-in dialog was closed without signing in: the search did not start. */
    signInDismissed: account.dismissed,
    // Until the service answers: the default, and the kept choice so the select can show it.
    providers:
      offered ??
      searchProviders.filter(
        (provider) =>
          provider === DEFAULT_SEARCH_CONFIG.search_provider || provider === search_provider,
      ),
    advancedOpen,
    setAdvancedOpen,
    resetAdvanced,
  };
}

export type SearchForm = ReturnType<typeof useSearchForm>;
