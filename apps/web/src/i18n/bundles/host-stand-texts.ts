/** The host stand's English texts; imported by every module that shows them. */
import texts from '../en/host-stand.json';
import { addEnglish } from './add-english';

addEnglish(texts);
