// adminAccess levels of the administration area (spec 2 §6: 0 none; a menu item shows from its minimum).

/** The form and workflow designers open from this level; every designer procedure requires it. */
export const DESIGNER_ADMIN_LEVEL = 2;

/**
 * Shared definitions (company_code empty: the same for every company) may be changed only from this
 * level; below it an administrator changes their company's own definitions and copies shared ones.
 */
export const SHARED_DEFINITION_ADMIN_LEVEL = 3;
