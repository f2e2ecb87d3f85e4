/** The floor page's English texts; imported by every module that shows them. */
import texts from '../en/floor.json';
import { addEnglish } from './add-english';

addEnglish(texts);
