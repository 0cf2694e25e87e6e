#ifndef SBDB_CLIBXML2_SHIM_H
#define SBDB_CLIBXML2_SHIM_H

/* libxml2's encoding.h includes the system ICU headers when libxml2 was built with ICU, and
 * their UErrorCode then clashes with the ICU copy inside swift-corelibs-foundation in any
 * module that imports both ("'UErrorCode' has different definitions in different modules").
 * sbdb never touches the ICU fields (they sit at the end of xmlCharEncodingHandler, which is
 * only reached through pointers), so the ICU part of the header is switched off. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/dict.h>

/// Swift 6 rejects the C global `xmlFree` (a function pointer variable) as shared mutable
/// state, so strings returned by libxml2 are freed through this wrapper.
static inline void sbdb_xmlFree(void *pointer) {
    xmlFree(pointer);
}

/// A structured-error handler that drops the message: sbdb reads the last error from
/// the parser context and must never let libxml2 print to stderr on its own.
static inline void sbdb_silentStructuredError(void *userData, const struct _xmlError *error) {
    (void)userData;
    (void)error;
}

/// Routes all parser errors and warnings of a SAX handler to the silent handler, so libxml2
/// never prints; Swift then installs its own structured handler that records the first error.
/// (The handler's signature differs between libxml2 versions, hence the cast in C.)
static inline void sbdb_silenceSAXErrors(xmlSAXHandler *sax) {
    sax->serror = (xmlStructuredErrorFunc)sbdb_silentStructuredError;
    sax->warning = NULL;
    sax->error = NULL;
    sax->fatalError = NULL;
}

/// Makes `ctxt` intern names in `dict` (shared by the parses of one thread, so a name keeps
/// its pointer from file to file) instead of the dictionary it was created with. The three
/// names the context interned at creation are looked up again in `dict`, as lxml does.
static inline void sbdb_useDict(xmlParserCtxtPtr ctxt, xmlDictPtr dict) {
    if (ctxt->dict == dict) return;
    if (ctxt->dict != NULL) xmlDictFree(ctxt->dict);
    xmlDictReference(dict);
    ctxt->dict = dict;
    ctxt->str_xml = xmlDictLookup(dict, BAD_CAST "xml", 3);
    ctxt->str_xmlns = xmlDictLookup(dict, BAD_CAST "xmlns", 5);
    ctxt->str_xml_ns = xmlDictLookup(dict, XML_XML_NAMESPACE, 36);
}

#endif
