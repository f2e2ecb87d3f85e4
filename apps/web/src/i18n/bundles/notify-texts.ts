/** Notify's English texts; imported by every module that shows them. */
import notify from '../en/notify.json';
import { addEnglish } from './add-english';

addEnglish(notify);
