/** The legal pages' English texts; imported by every module that shows them. */
import texts from '../en/legal.json';
import { addEnglish } from './add-english';

addEnglish(texts);
