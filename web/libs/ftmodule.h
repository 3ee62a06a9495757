/* The FreeType modules of the browser build (tools/web): TrueType fonts
 * (the game ships DejaVu), their tables, the auto-hinter and the smooth
 * renderer, and nothing else, to keep the page small. */
FT_USE_MODULE(FT_Module_Class, autofit_module_class)
FT_USE_MODULE(FT_Driver_ClassRec, tt_driver_class)
FT_USE_MODULE(FT_Module_Class, psnames_module_class)
FT_USE_MODULE(FT_Module_Class, sfnt_module_class)
FT_USE_MODULE(FT_Renderer_Class, ft_smooth_renderer_class)
/* EOF */
