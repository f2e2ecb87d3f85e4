/** The business pages' English texts; imported by every module that shows them. */
import texts from '../en/business.json';
import { addEnglish } from './add-english';

addEnglish(texts);
