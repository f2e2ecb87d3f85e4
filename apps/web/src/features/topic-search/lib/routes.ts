/** The topic search pages' addresses. */
export const TOPIC_SEARCH_PATH = '/create-restaurant/topic-search';

export const resultsPath = (taskId: string) =>
  `${TOPIC_SEARCH_PATH}/results/${encodeURIComponent(taskId)}`;
