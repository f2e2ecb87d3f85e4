/** The bell's English texts; imported by every module that shows them. */
import texts from '../en/notifications.json';
import { addEnglish } from './add-english';

addEnglish(texts);
