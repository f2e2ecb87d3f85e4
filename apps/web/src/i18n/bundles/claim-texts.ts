/** The claim flow's English texts; imported by every module that shows them. */
import texts from '../en/claim.json';
import { addEnglish } from './add-english';

addEnglish(texts);
