/** The account's own screens' English texts; imported by every module that shows them. */
import texts from '../en/profile.json';
import { addEnglish } from './add-english';

addEnglish(texts);
