import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { quotesResource } from './declaration';
import { QuoteList } from './QuoteList';
import { QuoteShow } from './QuoteShow';

/** Quotes are listed, shown and deleted here; they are made by the quote flows (spec 002 §2). */
export const quotes = {
  name: quotesResource.name,
  list: QuoteList,
  show: QuoteShow,
  icon: RequestQuoteIcon,
  recordRepresentation: 'quoteNumber',
};
