/** The admin dashboard's English texts; imported by every module that shows them. */
import admin from '../en/admin.json';
import { addEnglish } from './add-english';

addEnglish(admin);
