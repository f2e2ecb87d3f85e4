/** The password pages' and forms' English texts; imported by every module that shows them. */
import texts from '../en/password.json';
import { addEnglish } from './add-english';

addEnglish(texts);
