/** The topic search pages' English texts; imported by every module that shows them. */
import texts from '../en/topic-search.json';
import { addEnglish } from './add-english';

addEnglish(texts);
