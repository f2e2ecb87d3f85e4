/** The owner console's English texts; imported by every module that shows them. */
import texts from '../en/owner-console.json';
import { addEnglish } from './add-english';

addEnglish(texts);
